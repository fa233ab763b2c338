/**
 * The message catalogs a smoke run judges pages by, as plain data. Playwright's loader cannot import the catalogs' JSON
 * modules, so the global setup runs this file with tsx (`node --import tsx smoke/catalog-snapshot.ts <locale>…`) and
 * hands its output to the tests.
 */
import { fileURLToPath } from 'node:url';
import { CATALOGS, REFERENCE_LOCALE, catalogLocaleFor, type Catalog } from '@shop/i18n';

export interface StoreCatalogs {
  /** The English catalog (en-IE) every other catalog translates. */
  readonly referenceLocale: string;
  readonly reference: Catalog;
  /** Per store locale: the catalog it reads (nl-BE reads nl-NL) and its messages. */
  readonly stores: Readonly<Record<string, { readonly catalogLocale: string; readonly messages: Catalog }>>;
}

export function storeCatalogs(locales: readonly string[]): StoreCatalogs {
  return {
    referenceLocale: REFERENCE_LOCALE,
    reference: CATALOGS[REFERENCE_LOCALE],
    stores: Object.fromEntries(
      locales.map((locale) => {
        const catalogLocale = catalogLocaleFor(locale);
        return [locale, { catalogLocale, messages: CATALOGS[catalogLocale] }];
      }),
    ),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(JSON.stringify(storeCatalogs(process.argv.slice(2))));
}
