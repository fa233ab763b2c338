// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { loadBrand } from '@shop/brand-config/node';
import { describe, expect, it } from 'vitest';
import { defaultStoreLanguage } from '../brand/language.ts';
import { getIntl } from '../i18n/server-intl.ts';
import { Header } from './Header.tsx';

describe('Header', () => {
  it.each(['GCSIE', 'GCSNL'] as const)('%s shows its main logo linked to its home page', (code) => {
    const brand = loadBrand(code);
    const language = defaultStoreLanguage(brand);
    render(<Header brand={brand} language={language} intl={getIntl(language.locale)} />);
    const home = within(screen.getByRole('banner')).getByRole('link');
    expect(home).toHaveAttribute('href', '/');
    expect(home).toHaveAccessibleName(expect.stringContaining(brand.logos.main.alt));
    const logo = within(home).getByRole('img');
    expect(logo.getAttribute('src')).toMatch(new RegExp(`^/brand-assets/.+${brand.logos.main.src.split('/').pop()}$`));
    expect(logo).toHaveAttribute('width', expect.any(String));
  });
});
