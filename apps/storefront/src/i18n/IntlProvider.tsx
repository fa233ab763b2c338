'use client';

import { useMemo, type ReactNode } from 'react';
import { IntlProvider as ReactIntlProvider, useIntl } from 'react-intl';
// Types only: the catalogs stay on the server; the page hands over the messages its client components use.
import type { Catalog } from '@shop/i18n';

type Messages = Partial<Catalog>;

export interface IntlProviderProps {
  readonly locale: string;
  /** The locale the catalogs are written in (the layout passes REFERENCE_LOCALE of @shop/i18n). */
  readonly defaultLocale?: string;
  readonly messages: Messages;
  readonly children?: ReactNode;
}

function reportIntlError(error: { code: string; message: string }): void {
  // Missing translations fall back to the id; the catalog completeness test keeps that from shipping.
  if (error.code !== 'MISSING_TRANSLATION') console.error(error.message);
}

/** react-intl for client components, with the chrome's messages (mounted once by the layout; see client-messages.ts). */
export function IntlProvider({ locale, defaultLocale, messages, children }: IntlProviderProps) {
  return (
    <ReactIntlProvider locale={locale} {...(defaultLocale ? { defaultLocale } : {})} messages={messages} onError={reportIntlError}>
      {children}
    </ReactIntlProvider>
  );
}

/** Adds messages to those of the provider above, for one part of the page (see ClientMessages). */
export function MoreMessages({ messages, children }: { readonly messages: Messages; readonly children?: ReactNode }) {
  const outer = useIntl();
  const merged = useMemo(() => ({ ...outer.messages, ...messages }), [outer.messages, messages]);
  return (
    <ReactIntlProvider locale={outer.locale} defaultLocale={outer.defaultLocale} messages={merged} onError={reportIntlError}>
      {children}
    </ReactIntlProvider>
  );
}
