import type { ReactNode } from 'react';
import { requireStoreLanguage } from '../routing/languages.ts';
import { clientMessages, type ClientMessageScope } from './client-messages.ts';
import { MoreMessages } from './IntlProvider.tsx';

export interface ClientMessagesProps {
  readonly lang: string;
  readonly scope: ClientMessageScope;
  readonly children: ReactNode;
}

/** Hands the client components below it the messages of their part of the page, on top of the layout's. */
export function ClientMessages({ lang, scope, children }: ClientMessagesProps) {
  return <MoreMessages messages={clientMessages(requireStoreLanguage(lang).locale, scope)}>{children}</MoreMessages>;
}
