'use client';

import type { ReactNode } from 'react';
import { IntlProvider as ReactIntlProvider } from 'react-intl';
import { REFERENCE_LOCALE, type Catalog } from '@shop/i18n';

export interface IntlProviderProps {
  readonly locale: string;
  readonly messages: Catalog;
  readonly children?: ReactNode;
}

function reportIntlError(error: { code: string; message: string }): void {
  // Missing translations fall back to the id; the catalog completeness test keeps that from shipping.
  if (error.code !== 'MISSING_TRANSLATION') console.error(error.message);
}

/** react-intl for client components, with every message of the page's locale (mounted once by the layout). */
export function IntlProvider({ locale, messages, children }: IntlProviderProps) {
  return (
    <ReactIntlProvider locale={locale} defaultLocale={REFERENCE_LOCALE} messages={messages} onError={reportIntlError}>
      {children}
    </ReactIntlProvider>
  );
}
