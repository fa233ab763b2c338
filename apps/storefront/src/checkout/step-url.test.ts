import { describe, expect, it } from 'vitest';
import { searchForStep, stepInQuery, stepInSearch } from './step-url.ts';

describe('stepInSearch', () => {
  it('reads the later steps in the words of the page language', () => {
    expect(stepInSearch('?step=shipping', 'en')).toBe('shipping');
    expect(stepInSearch('?order=1&step=payment', 'en')).toBe('payment');
    expect(stepInSearch('?stap=verzending', 'nl')).toBe('shipping');
    expect(stepInSearch('?etape=paiement', 'fr')).toBe('payment');
  });

  it('understands the English words in every language, as links written before', () => {
    expect(stepInSearch('?step=shipping', 'nl')).toBe('shipping');
    expect(stepInSearch('?stap=payment', 'nl')).toBe('payment');
  });

  it('takes a missing, unknown or first-step value as the first step', () => {
    for (const search of ['', '?step=', '?step=yourData', '?step=success', '?step=SHIPPING', '?step=%00', '?stap=zahlung']) {
      expect(stepInSearch(search, 'nl')).toBe('yourData');
    }
  });

  it('reads a query as the page gets it', () => {
    const query: Record<string, string> = { schritt: 'versand' };
    expect(stepInQuery((parameter) => query[parameter] ?? null, 'de')).toBe('shipping');
  });
});

describe('searchForStep', () => {
  it('names later steps and leaves the first step without a parameter', () => {
    expect(searchForStep('', 'shipping', 'en')).toBe('?step=shipping');
    expect(searchForStep('?step=shipping', 'payment', 'en')).toBe('?step=payment');
    expect(searchForStep('?step=payment', 'yourData', 'en')).toBe('');
  });

  it('writes the words of the page language, replacing an English parameter', () => {
    expect(searchForStep('', 'shipping', 'nl')).toBe('?stap=verzending');
    expect(searchForStep('?step=shipping', 'payment', 'pl')).toBe('?krok=platnosc');
    expect(searchForStep('?stap=betaling', 'yourData', 'nl')).toBe('');
  });

  it('keeps the other parameters', () => {
    expect(searchForStep('?utm_source=mail&step=payment', 'yourData', 'en')).toBe('?utm_source=mail');
    expect(searchForStep('?utm_source=mail', 'shipping', 'en')).toBe('?utm_source=mail&step=shipping');
  });
});
