import { describe, expect, it } from 'vitest';
import { loginHref, parseNextScreen } from './next-screen.ts';

describe('parseNextScreen', () => {
  it.each(['checkout', 'accountOverview', 'accountOrders', 'accountData', 'accountAddressBook', 'reorder'])('accepts the screen %s', (screen) => {
    expect(parseNextScreen(screen)).toBe(screen);
  });

  it.each([
    undefined, null, '', 'https://evil.example/', '//evil.example', '/account/orders/', 'home', 'accountoverview', 'toString', 'constructor', 42,
  ])('sends %s to the overview', (value) => {
    expect(parseNextScreen(value)).toBe('accountOverview');
  });

  it('reads the first of a repeated parameter', () => {
    expect(parseNextScreen(['checkout', 'reorder'])).toBe('checkout');
  });
});

describe('loginHref', () => {
  it('links the login page, with next only when it is not the overview', () => {
    expect(loginHref('en')).toBe('/account/login/');
    expect(loginHref('en', 'accountOverview')).toBe('/account/login/');
    expect(loginHref('en', 'checkout')).toBe('/account/login/?next=checkout');
  });

  it('carries the ended-session flag', () => {
    expect(loginHref('en', 'accountOrders', { sessionEnded: true })).toBe('/account/login/?next=accountOrders&session=ended');
  });
});
