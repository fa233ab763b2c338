import { describe, expect, it } from 'vitest';
import { CATALOGS, REFERENCE_LOCALE, catalogLocaleFor, messagesFor } from './messages.ts';
import { getIntl, t } from './server-intl.ts';

describe('message catalogs', () => {
  const referenceKeys = Object.keys(CATALOGS[REFERENCE_LOCALE]).sort();

  it.each(Object.keys(CATALOGS))('%s has exactly the keys of the reference catalog', (locale) => {
    const catalog = CATALOGS[locale as keyof typeof CATALOGS];
    expect(Object.keys(catalog).sort()).toEqual(referenceKeys);
    for (const value of Object.values(catalog)) expect(value.trim()).not.toBe('');
  });

  it('picks a catalog by locale, then by language, then the reference', () => {
    expect(catalogLocaleFor('nl-NL')).toBe('nl-NL');
    expect(catalogLocaleFor('nl-BE')).toBe('nl-NL');
    expect(catalogLocaleFor('en-IE')).toBe('en-IE');
    expect(catalogLocaleFor('en-GB')).toBe('en-IE');
    expect(catalogLocaleFor('de-DE')).toBe('en-IE');
    expect(messagesFor('nl-BE')).toBe(CATALOGS['nl-NL']);
  });

  it('formats the copyright line with the year in each language', () => {
    expect(t(getIntl('en-IE'), 'footer.copyright', { year: 2026, legalName: 'Acme Ltd' })).toBe(
      '© 2026 Acme Ltd · All rights reserved',
    );
    expect(t(getIntl('nl-NL'), 'footer.copyright', { year: 2026, legalName: 'Acme B.V.' })).toBe(
      '© 2026 Acme B.V. · Alle rechten voorbehouden',
    );
  });

  it('carries the 5:00 PM same-day notice', () => {
    expect(t(getIntl('en-IE'), 'footer.sameDayNotice')).toContain('5:00 PM');
    expect(t(getIntl('nl-NL'), 'footer.sameDayNotice')).toContain('17:00');
  });
});
