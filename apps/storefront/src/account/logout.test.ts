import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiUnavailableError } from '../data/errors.ts';
import { logOut } from './logout.ts';

const mocks = vi.hoisted(() => ({ serverMutation: vi.fn(), jar: new Map<string, string>() }));
vi.mock('../data/server.ts', () => ({ serverMutation: mocks.serverMutation }));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (mocks.jar.has(name) ? { value: mocks.jar.get(name)! } : undefined),
    set: (name: string, value: string) => (value === '' ? mocks.jar.delete(name) : mocks.jar.set(name, value)),
    delete: (name: string) => mocks.jar.delete(name),
  }),
}));

const token = 'a'.repeat(43);

describe('log out', () => {
  beforeEach(() => {
    mocks.serverMutation.mockReset().mockResolvedValue({ userLogout: { status: true, errors: [] } });
    mocks.jar.clear();
    for (const [name, value] of Object.entries({
      'shop-session': token, 'shop-signed-in': '1', cart: '0b6f1c1e-6d7a-4f57-9a51-6a7d3c2b1a00', checkout_email: 'a@b.ie', account_email: 'a@b.ie',
    })) mocks.jar.set(name, value);
  });

  it('ends the session at the API and forgets the session, the basket and the prefilled e-mails', async () => {
    await logOut('en', '/gift-cards/');
    expect(mocks.serverMutation).toHaveBeenCalledWith('en', expect.anything(), {}, { 'x-shop-session': token });
    expect([...mocks.jar.keys()]).toEqual([]);
  });

  it('goes home from an account page and reloads any other page (spec §4)', async () => {
    expect(await logOut('en', '/account/orders/')).toEqual({ location: '/' });
    expect(await logOut('en', '/account/register/success/')).toEqual({ location: '/' });
    expect(await logOut('en', '/gift-cards/')).toEqual({ location: null });
    expect(await logOut('en', 42)).toEqual({ location: null });
  });

  it('logs the visitor out even when the API cannot be reached', async () => {
    mocks.serverMutation.mockRejectedValue(new ApiUnavailableError('UserLogout', new Error('down')));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await logOut('en', '/');
    expect(mocks.jar.has('shop-session')).toBe(false);
  });
});
