import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { MessageId } from '@shop/i18n';
import { isPlainText } from './plain-text-message.ts';

/**
 * A message as the browser receives it: plain text as a string, anything with ICU syntax (arguments, plurals, quoting)
 * already parsed. The browser bundle ships formatjs without its message parser (next.config.ts aliases it to
 * `browser-message-parser.ts`), which saves every page about 8 KB of gzipped script.
 */
export type BrowserMessage = string | MessageFormatElement[];
export type BrowserMessages = Readonly<Partial<Record<MessageId, BrowserMessage>>>;

function toBrowserMessage(message: string): BrowserMessage {
  return isPlainText(message) ? message : parse(message);
}

/** Messages ready for the browser's formatjs: parsed on the server wherever they hold ICU syntax. */
export function toBrowserMessages(messages: Readonly<Partial<Record<MessageId, string>>>): BrowserMessages {
  return Object.freeze(
    Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, toBrowserMessage(message as string)])),
  ) as BrowserMessages;
}
