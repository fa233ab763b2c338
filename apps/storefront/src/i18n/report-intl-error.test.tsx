import { createIntl } from '@formatjs/intl';
import { renderToString } from 'react-dom/server';
import { useIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { IntlProvider } from './IntlProvider.tsx';
import { getIntl, t } from './server-intl.ts';
import { reportIntlError } from './report-intl-error.ts';

function AccountLabel() {
  return <span>{useIntl().formatMessage({ id: 'chrome.header.account' })}</span>;
}

describe('a message that cannot be formatted fails under test', () => {
  it('on the server, when the catalog lacks the id', () => {
    const noMessages: Record<string, string> = {};
    const intl = createIntl({ locale: 'en-IE', messages: noMessages, onError: reportIntlError });
    expect(() => intl.formatMessage({ id: 'chrome.header.account' })).toThrow(/MISSING_TRANSLATION/);
  });

  it('in a client component, when its page did not hand the message over', () => {
    expect(() => renderToString(<IntlProvider locale="en-IE" messages={{}}><AccountLabel /></IntlProvider>)).toThrow(/MISSING_TRANSLATION/);
    expect(renderToString(<IntlProvider locale="en-IE" messages={{ 'chrome.header.account': 'My account' }}><AccountLabel /></IntlProvider>)).toContain('My account');
  });

  it('when a message misses an argument', () => {
    expect(() => t(getIntl('en-IE'), 'chrome.header.basketCount')).toThrow(/FORMAT_ERROR/);
    expect(t(getIntl('en-IE'), 'chrome.header.basketCount', { count: 2 })).toBe('2 items in your basket');
  });
});
