'use client';

import { useMemo, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, useIntl } from 'react-intl';
// Types only: the catalogs and the message parser stay on the server; the page hands over the messages its client
// components use, parsed where they hold ICU syntax (browser-messages.ts).
import type { BrowserMessage } from './browser-messages.ts';
import { reportIntlError } from './report-intl-error.ts';

/** formatjs takes each message as text or as parsed elements. */
export type Messages = Readonly<Record<string, BrowserMessage>>;

export interface IntlProviderProps {
  readonly locale: string;
  /** The locale the catalogs are written in (the layout passes REFERENCE_LOCALE of @shop/i18n). */
  readonly defaultLocale?: string;
  readonly messages: Messages;
  readonly children?: ReactNode;
}

/**
 * The compiled messages and Intl formatters, shared by every provider. react-intl's own IntlProvider makes a new cache
 * per mounted provider, so the server compiled every message a page's client components format again on each request.
 */
const formatterCache = createIntlCache();

function useSharedCacheIntl(locale: string, defaultLocale: string | undefined, messages: Messages) {
  return useMemo(
    () =>
      createIntl(
        // formatjs reads each message on its own, as text or as elements; its type wants one form for all of them.
        { locale, ...(defaultLocale ? { defaultLocale } : {}), messages: messages as Record<string, string>, onError: reportIntlError },
        formatterCache,
      ),
    [locale, defaultLocale, messages],
  );
}

/** react-intl for client components, with the chrome's messages (mounted once by the layout; see client-messages.ts). */
export function IntlProvider({ locale, defaultLocale, messages, children }: IntlProviderProps) {
  return <RawIntlProvider value={useSharedCacheIntl(locale, defaultLocale, messages)}>{children}</RawIntlProvider>;
}

/** Adds messages to those of the provider above, for one part of the page (see ClientMessages). */
export function MoreMessages({ messages, children }: { readonly messages: Messages; readonly children?: ReactNode }) {
  const outer = useIntl();
  const merged = useMemo(() => ({ ...outer.messages, ...messages }), [outer.messages, messages]);
  return <RawIntlProvider value={useSharedCacheIntl(outer.locale, outer.defaultLocale, merged)}>{children}</RawIntlProvider>;
}
