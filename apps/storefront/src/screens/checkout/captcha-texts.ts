/**
 * The captcha widget's own texts ('I'm not a robot', 'Verified', …) in the page's language: ALTCHA ships them per
 * language and registers them when loaded; English is built in. Keyed by locale where a country writes its own variant
 * (Mexican Spanish, Canadian French, Brazilian Portuguese), else by language.
 */
const WIDGET_TEXTS: Readonly<Record<string, () => Promise<unknown>>> = {
  da: () => import('altcha/i18n/da'),
  de: () => import('altcha/i18n/de'),
  es: () => import('altcha/i18n/es-es'),
  'es-MX': () => import('altcha/i18n/es-419'),
  fr: () => import('altcha/i18n/fr-fr'),
  'fr-CA': () => import('altcha/i18n/fr-ca'),
  it: () => import('altcha/i18n/it'),
  nb: () => import('altcha/i18n/nb'),
  nl: () => import('altcha/i18n/nl'),
  pl: () => import('altcha/i18n/pl'),
  pt: () => import('altcha/i18n/pt-pt'),
  'pt-BR': () => import('altcha/i18n/pt-br'),
  sv: () => import('altcha/i18n/sv'),
};

/** Loads the widget's texts for a locale such as 'fr-BE'; null for English, which needs nothing. */
export function captchaTextsFor(locale: string): (() => Promise<unknown>) | null {
  return WIDGET_TEXTS[locale] ?? WIDGET_TEXTS[locale.split('-')[0]!] ?? null;
}
