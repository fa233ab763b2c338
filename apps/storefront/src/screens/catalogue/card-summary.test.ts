import { describe, expect, it } from 'vitest';
import { cardSummary } from './card-summary.ts';

describe('cardSummary', () => {
  it("keeps the description's first sentence", () => {
    expect(
      cardSummary(
        'A table for two at Harbour House Restaurant: seasonal dishes, a good glass of wine and nobody has to do the washing-up. The gift card arrives by e-mail within 1 hour.',
        'en-IE',
      ),
    ).toBe('A table for two at Harbour House Restaurant: seasonal dishes, a good glass of wine and nobody has to do the washing-up.');
  });

  it('does not cut at the full stop of an abbreviation or a number', () => {
    expect(cardSummary('Spend it at 1.500 restaurants, e.g. in Dublin and Cork. Valid for 5 years.', 'en-IE')).toBe(
      'Spend it at 1.500 restaurants, e.g. in Dublin and Cork.',
    );
  });

  it('takes a second sentence when the first says too little', () => {
    expect(cardSummary('Treat yourself. A day at the spa with a massage of your choice. Book online.', 'en-IE')).toBe(
      'Treat yourself. A day at the spa with a massage of your choice.',
    );
  });

  it('leaves a one-sentence description and an empty one as they are', () => {
    expect(cardSummary('Dine at over 1,500 restaurants', 'en-IE')).toBe('Dine at over 1,500 restaurants');
    expect(cardSummary('', 'en-IE')).toBe('');
  });

  it('reads sentences the way the store language writes them', () => {
    expect(cardSummary('Ein Abend im Restaurant Olive Grove, z. B. zu zweit. Die Karte kommt per E-Mail.', 'de-DE')).toBe(
      'Ein Abend im Restaurant Olive Grove, z. B. zu zweit.',
    );
  });
});
