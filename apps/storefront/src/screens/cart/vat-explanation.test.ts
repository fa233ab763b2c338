import { describe, expect, it } from 'vitest';
import { getIntl } from '../../i18n/server-intl.ts';
import { vatExplanation } from './vat-explanation.ts';

const english = getIntl('en-IE');

describe('the basket explains VAT the way it is charged', () => {
  it('names the VAT line after the fees and extras it is on, and says gift cards carry none', () => {
    const explained = vatExplanation(english, 46, 'gift cards');
    expect(explained.lineLabel).toBe('VAT on fees and extras');
    expect(explained.note).toBe('No VAT is charged on gift cards; fees and extras include VAT.');
  });

  it('shows no VAT line when nothing in the basket carries VAT', () => {
    expect(vatExplanation(english, 0, 'gift cards')).toEqual({ note: 'No VAT is charged on gift cards.' });
  });

  it('speaks the store language', () => {
    expect(vatExplanation(getIntl('nl-NL'), 46, 'cadeaubonnen')).toEqual({
      lineLabel: "Btw over kosten en extra's",
      note: "Over cadeaubonnen wordt geen btw gerekend; over kosten en extra's wel.",
    });
  });
});
