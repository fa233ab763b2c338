'use client';

import type { ReactNode } from 'react';
import { IntlProvider as ReactIntlProvider } from 'react-intl';
// Types only: the catalogs of every locale stay on the server; the page's messages come as a prop.
import type { Catalog } from '@shop/i18n';

export interface IntlProviderProps {
  readonly locale: string;
  /** The locale the catalogs are written in (the layout passes REFERENCE_LOCALE of @shop/i18n). */
  readonly defaultLocale?: string;
  readonly messages: Catalog;
  readonly children?: ReactNode;
}

function reportIntlError(error: { code: string; message: string }): void {
  // Missing translations fall back to the id; the catalog completeness test keeps that from shipping.
  if (error.code !== 'MISSING_TRANSLATION') console.error(error.message);
}

/** react-intl for client components, with every message of the page's locale (mounted once by the layout). */
export function IntlProvider({ locale, defaultLocale, messages, children }: IntlProviderProps) {
  return (
    <ReactIntlProvider locale={locale} {...(defaultLocale ? { defaultLocale } : {})} messages={messages} onError={reportIntlError}>
      {children}
    </ReactIntlProvider>
  );
}
