import { describe, expect, it } from 'vitest';
import { howItWorks, validityPeriod } from './how-it-works.ts';

describe('howItWorks', () => {
  it('tells a card sold both ways by e-mail and by post, each named', () => {
    const routes = howItWorks('GIFTCARD_DIGITAL', ['DIGITAL', 'PHYSICAL']);
    expect(routes.map((route) => route.title)).toEqual(['product.howItWorks.digital.title', 'product.howItWorks.physical.title']);
    expect(routes[1]?.steps[1]).toBe('product.howItWorks.physical.send');
  });

  it('leaves the name off when a card is sent one way only', () => {
    expect(howItWorks('GIFTCARD_PHYSICAL', ['PHYSICAL'])).toEqual([
      { title: null, steps: ['product.howItWorks.physical.choose', 'product.howItWorks.physical.send', 'product.howItWorks.physical.spend'] },
    ]);
  });

  it('has its own steps for empty card sets and donations', () => {
    expect(howItWorks('GIFTCARD_BLANK', ['PHYSICAL'])[0]?.steps[0]).toBe('product.howItWorks.blank.order');
    expect(howItWorks('DONATION', ['DIGITAL'])[0]?.steps[0]).toBe('product.howItWorks.donation.choose');
  });
});

describe('validityPeriod', () => {
  it('counts whole years as years and anything else as months', () => {
    expect(validityPeriod(60)).toEqual({ unit: 'years', count: 5 });
    expect(validityPeriod(18)).toEqual({ unit: 'months', count: 18 });
  });
});
