import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartActionResult } from '../../cart/action-result.ts';
import { removePackageWithoutScript } from './remove-without-script.ts';
import { NOT_ANSWERED_YET } from './line-action-answer.ts';

const deleteCartPackageGroup = vi.fn<(lang: string, tag: unknown, id?: unknown) => Promise<CartActionResult>>();
vi.mock('../../cart/actions.ts', () => ({ deleteCartPackageGroup: (...args: [string, unknown, unknown]) => deleteCartPackageGroup(...args) }));

class Redirected extends Error {
  constructor(readonly location: string) {
    super(`redirect to ${location}`);
  }
}
vi.mock('next/navigation', () => ({
  redirect: (location: string) => {
    throw new Redirected(location);
  },
}));

function posted(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

const GENERIC = 'Oh oh, something went wrong. We are already working on a fix for this issue. Please try again at a later moment. Our apologies for the inconvenience.';
const line = { lang: 'en', shipmentTag: 'PHYSICAL', packageId: '41' };

beforeEach(() => deleteCartPackageGroup.mockReset());

describe('removePackageWithoutScript', () => {
  it('removes the posted package and shows the basket again', async () => {
    deleteCartPackageGroup.mockResolvedValue({ ok: true });
    await expect(removePackageWithoutScript(NOT_ANSWERED_YET, posted(line))).rejects.toEqual(new Redirected('/cart/'));
    expect(deleteCartPackageGroup).toHaveBeenCalledWith('en', 'PHYSICAL', '41');
  });

  it('shows the basket too when the line was already gone (removed in another tab)', async () => {
    deleteCartPackageGroup.mockResolvedValue({ ok: false, errors: [{ message: 'Not found', code: 4004, referencedRequestParameter: 'packageId' }] });
    await expect(removePackageWithoutScript(NOT_ANSWERED_YET, posted(line))).rejects.toBeInstanceOf(Redirected);
  });

  it("says why in the store's language when the API refuses, and stays on the basket", async () => {
    deleteCartPackageGroup.mockResolvedValue({ ok: false, errors: [{ message: 'Too many requests', code: 4011, referencedRequestParameter: null }] });
    const limited = await removePackageWithoutScript(NOT_ANSWERED_YET, posted(line));
    expect(limited.problem).toBe('You have done this too often in a short time. Please wait a few minutes and try again.');

    deleteCartPackageGroup.mockResolvedValue({ ok: false, errors: [{ message: 'Unavailable', code: -1, referencedRequestParameter: null }] });
    const state = await removePackageWithoutScript(NOT_ANSWERED_YET, posted(line));
    expect(state.problem).toBe(GENERIC);
  });

  it('refuses a post that names no store language without asking the API', async () => {
    const state = await removePackageWithoutScript(NOT_ANSWERED_YET, posted({ ...line, lang: 'xx' }));
    expect(state.problem).toBe(GENERIC);
    expect(deleteCartPackageGroup).not.toHaveBeenCalled();
  });
});
