import { loadAllBrands } from '@shop/brand-config/node';
import { describe, expect, it } from 'vitest';
import { captchaTextsFor } from './captcha-texts.ts';

const locales = [...new Set(loadAllBrands().flatMap((brand) => brand.languages.map((language) => language.locale)))];

describe("the captcha widget's texts", () => {
  it.each(locales.filter((locale) => !locale.startsWith('en-')))('%s: are loaded in its language', (locale) => {
    expect(captchaTextsFor(locale)).not.toBeNull();
  });

  it("register the page's variant of the language with the widget", async () => {
    // Where the widget keeps what each text module registers (set by the widget itself in the browser).
    const global = globalThis as unknown as { $altcha?: { i18n: Map<string, { label: string }> } };
    global.$altcha ??= { i18n: new Map() };
    const registered = global.$altcha.i18n;
    await captchaTextsFor('fr-BE')!();
    await captchaTextsFor('pl-PL')!();
    await captchaTextsFor('pt-BR')!();
    expect(registered.get('fr-fr')?.label).toBe('Je ne suis pas un robot');
    expect(registered.get('pl')?.label).toMatch(/robotem/);
    expect(registered.has('pt-br')).toBe(true);
    expect(captchaTextsFor('en-IE')).toBeNull();
  });
});
