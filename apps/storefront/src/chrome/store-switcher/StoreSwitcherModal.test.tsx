// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../test-support/render.tsx';
import type { StoreChoice } from './countries.ts';
import { StoreSwitcherModal } from './StoreSwitcherModal.tsx';

const choices: StoreChoice[] = [
  { country: 'IE', url: 'https://www.giftcardshop.ie/', currency: 'EUR', languages: [{ code: 'en', isDefault: true }] },
  {
    country: 'BE',
    url: 'https://www.giftcardshop.be/',
    currency: 'EUR',
    languages: [{ code: 'fr', isDefault: false }, { code: 'nl', isDefault: true }],
  },
  { country: 'GB', url: 'https://www.giftcardshop.co.uk/', currency: 'GBP', languages: [{ code: 'en', isDefault: true }] },
];

function renderSwitcher(overrides: { choices?: StoreChoice[]; country?: string; language?: string } = {}) {
  const navigate = vi.fn();
  const switchPaths = vi.fn(async () => ({ translated: null, home: null }));
  renderWithIntl(
    <StoreSwitcherModal
      open
      onClose={() => {}}
      choices={overrides.choices ?? choices}
      currentCountry={overrides.country ?? 'IE'}
      currentLanguage={overrides.language ?? 'en'}
      locale="en-IE"
      switchPaths={switchPaths}
      navigate={navigate}
    />,
  );
  return { navigate, switchPaths, dialog: screen.getByRole('dialog', { name: 'Choose your country and language' }) };
}

/** The closed DropdownSelect button of a field, found by its visible label. */
function selectButton(dialog: HTMLElement, label: string): HTMLElement {
  return within(dialog).getByRole('button', { name: new RegExp(`^${label}`) });
}

async function chooseCountry(dialog: HTMLElement, country: string) {
  await userEvent.click(selectButton(dialog, 'Country'));
  await userEvent.click(within(dialog).getByRole('option', { name: country }));
}

describe('store switcher', () => {
  it('starts on the current store, with one language the language field is disabled', async () => {
    const { dialog } = renderSwitcher();
    expect(selectButton(dialog, 'Country')).toHaveAccessibleName(expect.stringContaining('Ireland'));
    expect(selectButton(dialog, 'Language')).toHaveAccessibleName(expect.stringContaining('English'));
    expect(selectButton(dialog, 'Language')).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'Currency' })).toHaveValue('EUR');
    expect(within(dialog).getByRole('textbox', { name: 'Currency' })).toHaveAttribute('readonly');
  });

  it("resets the language to the chosen country's default and the currency follows", async () => {
    const { dialog } = renderSwitcher();
    await chooseCountry(dialog, 'Belgium');
    expect(selectButton(dialog, 'Language')).toHaveAccessibleName(expect.stringContaining('Nederlands'));
    expect(selectButton(dialog, 'Language')).toBeEnabled();
    expect(within(dialog).getByRole('textbox', { name: 'Currency' })).toHaveValue('EUR');
    await chooseCountry(dialog, 'United Kingdom');
    expect(selectButton(dialog, 'Language')).toHaveAccessibleName(expect.stringContaining('English'));
    expect(within(dialog).getByRole('textbox', { name: 'Currency' })).toHaveValue('GBP');
  });

  it('enables Apply only while the form is valid', async () => {
    const { dialog } = renderSwitcher({ country: 'NL', language: 'nl' });
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    // NL is not in the family: nothing is chosen yet.
    await waitFor(() => expect(apply).toHaveAttribute('aria-disabled', 'true'));
    await chooseCountry(dialog, 'Belgium');
    await waitFor(() => expect(apply).not.toHaveAttribute('aria-disabled'));
  });

  it('goes to the other store in the chosen language and remembers the language', async () => {
    const { dialog, navigate, switchPaths } = renderSwitcher();
    await chooseCountry(dialog, 'Belgium');
    await userEvent.click(selectButton(dialog, 'Language'));
    // Each language in itself, marked as such for screen readers, on an English page too.
    expect(within(dialog).getAllByRole('option').map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
      ['Français', 'fr'],
      ['Nederlands', 'nl'],
    ]);
    await userEvent.click(within(dialog).getByRole('option', { name: 'Français' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://www.giftcardshop.be/fr/'));
    expect(switchPaths).toHaveBeenCalledWith('BE', 'fr', window.location.pathname, window.location.search);
    expect(window.localStorage.getItem('language')).toBe('fr');
    expect(document.cookie).toContain('language=fr');
  });

  it('follows a matching hreflang link of the page to another store', async () => {
    const link = document.createElement('link');
    Object.assign(link, { rel: 'alternate', hreflang: 'en-GB', href: 'https://www.giftcardshop.co.uk/gift-cards/spa/' });
    document.head.append(link);
    try {
      const { dialog, navigate } = renderSwitcher();
      await chooseCountry(dialog, 'United Kingdom');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://www.giftcardshop.co.uk/gift-cards/spa/'));
    } finally {
      link.remove();
    }
  });

  it('goes to the same screen in the chosen language when its path is known', async () => {
    const navigate = vi.fn();
    const switchPaths = vi.fn(async () => ({ translated: '/fr/cartes-cadeaux/', home: '/fr/' }));
    renderWithIntl(
      <StoreSwitcherModal
        open
        onClose={() => {}}
        choices={choices}
        currentCountry="BE"
        currentLanguage="nl"
        locale="en-IE"
        switchPaths={switchPaths}
        navigate={navigate}
      />,
    );
    const dialog = screen.getByRole('dialog');
    await userEvent.click(selectButton(dialog, 'Language'));
    await userEvent.click(within(dialog).getByRole('option', { name: 'Français' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/fr/cartes-cadeaux/'));
    expect(switchPaths).toHaveBeenCalledWith('BE', 'fr', window.location.pathname, window.location.search);
  });
});
