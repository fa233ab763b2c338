// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountMenu, type AccountMenuProps } from './AccountMenu.tsx';
import { hasSignedInMarker } from './signed-in-marker.ts';


const props = (logOut: AccountMenuProps['logOut'] = vi.fn(async () => ({ location: null }))): AccountMenuProps => ({
  label: 'My account',
  identifyHref: '/account/',
  links: [
    { href: '/account/overview/', label: 'Overview' },
    { href: '/account/orders/', label: 'Orders' },
  ],
  logoutLabels: { idle: 'Log out', pending: 'Logging out' },
  logOut,
});

function signIn(signedIn: boolean) {
  document.cookie = signedIn ? 'shop-signed-in=1; path=/' : 'shop-signed-in=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

afterEach(() => {
  signIn(false);
  vi.restoreAllMocks();
});

describe('account menu', () => {
  it('reads only the marker cookie', () => {
    expect(hasSignedInMarker('a=1; shop-signed-in=1')).toBe(true);
    expect(hasSignedInMarker('shop-signed-in=0; not-shop-signed-in=1')).toBe(false);
    expect(hasSignedInMarker('')).toBe(false);
  });

  it('links a visitor who is not logged in to the identify page', () => {
    render(<AccountMenu {...props()} />);
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account/');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens the account links for a logged-in customer; Escape closes it and gives focus back', async () => {
    signIn(true);
    const user = userEvent.setup();
    render(<AccountMenu {...props()} />);
    const toggle = await screen.findByRole('button', { name: 'My account' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/account/orders/');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('logs out with the address of the page the customer is on', async () => {
    signIn(true);
    const logOut = vi.fn(async () => ({ location: null }));
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, pathname: '/gift-cards/', reload, assign: vi.fn() });
    const user = userEvent.setup();
    render(<AccountMenu {...props(logOut)} />);
    await user.click(await screen.findByRole('button', { name: 'My account' }));
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(logOut).toHaveBeenCalledWith('/gift-cards/');
  });
});
