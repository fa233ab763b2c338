import type { MessageId } from '@shop/i18n';

/**
 * A text the auth pages show: a catalog id with its values, or a text the API already wrote in the page's language
 * (the shared form rules' refusals, code 4000). `code` is the API's, when the message answers one.
 */
export type AuthMessage =
  | { readonly id: MessageId; readonly values?: Readonly<Record<string, string | number>>; readonly code?: number }
  | { readonly text: string; readonly code?: number };
