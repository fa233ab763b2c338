import { createIntl } from '@formatjs/intl';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { CATALOG_LOCALES, messageIdsOf, messagesFor } from '@shop/i18n';
import { describe, expect, it } from 'vitest';
import { parse as browserParse } from './browser-message-parser.ts';
import { toBrowserMessages } from './browser-messages.ts';
import { CLIENT_MESSAGE_SCOPES, clientMessages, type ClientMessageScope } from './client-messages.ts';

const SCOPES = Object.keys(CLIENT_MESSAGE_SCOPES) as ClientMessageScope[];

type Value = number | ((chunks: unknown[]) => string);

/** A value for every argument a message names (3 reads as a number, a plural's 'other' and a select's fallback; tags join their text). */
function valuesFor(elements: readonly MessageFormatElement[], values: Record<string, Value> = {}): Record<string, Value> {
  for (const element of elements) {
    if (element.type === TYPE.tag) values[element.value] = (chunks) => chunks.join('');
    else if ('value' in element && element.type !== TYPE.literal) values[element.value] = 3;
    if ('options' in element) for (const option of Object.values(element.options)) valuesFor(option.value, values);
    if ('children' in element) valuesFor(element.children, values);
  }
  return values;
}

describe('toBrowserMessages', () => {
  it('keeps plain text as text and parses messages with ICU syntax', () => {
    const messages = toBrowserMessages({
      'chrome.header.account': 'My account',
      'chrome.header.basketCount': '{count, plural, one {# item} other {# items}} in your basket',
    });
    expect(messages['chrome.header.account']).toBe('My account');
    expect(Array.isArray(messages['chrome.header.basketCount'])).toBe(true);
  });

  it('formats every client message of every locale exactly as the text form does', () => {
    for (const locale of CATALOG_LOCALES) {
      const text = createIntl({ locale, messages: messagesFor(locale), onError: () => {} });
      for (const scope of SCOPES) {
        const browser = createIntl({ locale, messages: clientMessages(locale, scope) as Record<string, string>, onError: () => {} });
        for (const id of messageIdsOf(clientMessages(locale, scope))) {
          const values = valuesFor(parse(text.messages[id] as string));
          expect(browser.formatMessage({ id }, values), `${locale} ${id}`).toBe(text.formatMessage({ id }, values));
        }
      }
    }
  });
});

describe('the browser bundle’s message parser', () => {
  it('reads plain text as one literal', () => {
    expect(browserParse('Search the shop')).toEqual([{ type: 0, value: 'Search the shop' }]);
  });

  it('refuses a message that holds ICU syntax: it should have come parsed', () => {
    expect(() => browserParse('{count} items')).toThrow(/unparsed/);
    expect(() => browserParse("Can't decide?")).toThrow(/unparsed/);
  });

  it('is never handed anything but plain text by the pages', () => {
    for (const locale of CATALOG_LOCALES) {
      for (const scope of SCOPES) {
        for (const message of Object.values(clientMessages(locale, scope))) {
          if (typeof message === 'string') expect(() => browserParse(message)).not.toThrow();
        }
      }
    }
  });
});
