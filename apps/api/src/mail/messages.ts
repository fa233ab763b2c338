import { messagesFor, type MessageId } from '@shop/i18n';
import { IntlMessageFormat } from 'intl-messageformat';

export type MailMessageId = Extract<MessageId, `mail.${string}`>;
export type MailText = (id: MailMessageId, values?: Readonly<Record<string, string | number>>) => string;

const cache = new Map<string, MailText>();

/** The mail catalog of a store locale (nl-BE reads nl-NL; languages without a catalog read en-IE). */
export function mailText(locale: string): MailText {
  const cached = cache.get(locale);
  if (cached) return cached;
  const messages = messagesFor(locale);
  const formats = new Map<MailMessageId, IntlMessageFormat>();
  const text: MailText = (id, values) => {
    let format = formats.get(id);
    if (!format) {
      format = new IntlMessageFormat(messages[id], locale);
      formats.set(id, format);
    }
    return String(format.format(values));
  };
  cache.set(locale, text);
  return text;
}
