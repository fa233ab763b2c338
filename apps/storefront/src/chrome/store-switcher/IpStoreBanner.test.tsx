// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../test-support/render.tsx';
import { BANNER_DISMISSAL_MS, BANNER_DISMISSED_UNTIL_KEY } from './banner-dismissal.ts';
import type { StoreChoice } from './countries.ts';
import { IpStoreBanner } from './IpStoreBanner.tsx';

const choices: StoreChoice[] = [
  { country: 'IE', url: 'https://www.giftcardshop.ie/', currency: 'EUR', languages: [{ code: 'en', isDefault: true }] },
  { country: 'NL', url: 'https://www.giftcardshop.nl/', currency: 'EUR', languages: [{ code: 'nl', isDefault: true }] },
];

function renderBanner(country: string | null) {
  const lookupCountry = vi.fn(async () => country);
  renderWithIntl(<IpStoreBanner storeCountry="IE" loadChoices={async () => choices} locale="en-IE" productPlural="gift cards" lookupCountry={lookupCountry} />);
  return lookupCountry;
}

describe('IP store-switcher banner', () => {
  beforeEach(() => window.localStorage.clear());

  it("suggests the visitor's country store with a link to it", async () => {
    renderBanner('NL');
    const banner = await screen.findByRole('region', { name: 'Shop in your country' });
    expect(banner).toHaveTextContent('It looks like you are visiting from Netherlands.');
    expect(screen.getByRole('link', { name: 'Continue to the store for Netherlands' })).toHaveAttribute('href', 'https://www.giftcardshop.nl/');
  });

  it.each([
    ['the country is unknown', null],
    ["the country is the store's own", 'IE'],
    ['the country has no store', 'JP'],
  ])('stays hidden when %s', async (_case, country) => {
    const lookup = renderBanner(country);
    await waitFor(() => expect(lookup).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('closes for 2 days', async () => {
    const before = Date.now();
    renderBanner('NL');
    await userEvent.click(await screen.findByRole('button', { name: 'Stay in this store' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    const until = Number(window.localStorage.getItem(BANNER_DISMISSED_UNTIL_KEY));
    expect(until).toBeGreaterThanOrEqual(before + BANNER_DISMISSAL_MS);
    expect(BANNER_DISMISSAL_MS).toBe(2 * 24 * 60 * 60 * 1000);
  });

  it('stays away while dismissed, without even looking the country up', async () => {
    window.localStorage.setItem(BANNER_DISMISSED_UNTIL_KEY, String(Date.now() + 60_000));
    const lookup = renderBanner('NL');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lookup).not.toHaveBeenCalled();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('shows again after the dismissal has expired', async () => {
    window.localStorage.setItem(BANNER_DISMISSED_UNTIL_KEY, String(Date.now() - 1));
    renderBanner('NL');
    expect(await screen.findByRole('region', { name: 'Shop in your country' })).toBeInTheDocument();
  });
});
