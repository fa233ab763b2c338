import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatFormMessage } from './form-message.ts';
import { reportIntlError } from './report-intl-error.ts';

const messages: Record<string, string> = { 'validation.price.minimum': 'The minimum is {minimum}' };
const intl = createIntl({ locale: 'en-IE', messages, onError: reportIntlError });

describe('formatFormMessage', () => {
  it('formats a refusal that names a catalog id', () => {
    expect(formatFormMessage(intl, 'validation.price.minimum', { minimum: '€5' })).toBe('The minimum is €5');
  });

  it('reports an id the page was not handed, which fails under test', () => {
    expect(() => formatFormMessage(intl, 'validation.price.maximum', {})).toThrow(/MISSING_TRANSLATION/);
  });
});
