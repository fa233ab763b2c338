/**
 * Stands in for @formatjs/icu-messageformat-parser in the browser bundle (next.config.ts). The messages a page hands
 * the browser come parsed wherever they hold ICU syntax (browser-messages.ts), so only plain text is ever "parsed"
 * here; anything else is a message that skipped that step and fails loudly instead of showing raw ICU.
 */
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser/no-parser.js';
import { isPlainText } from './plain-text-message.ts';

export * from '@formatjs/icu-messageformat-parser/no-parser.js';

export function parse(message: string): MessageFormatElement[] {
  if (!isPlainText(message)) throw new Error(`"${message}" reached the browser unparsed: hand it over with toBrowserMessages()`);
  return [{ type: TYPE.literal, value: message }];
}
