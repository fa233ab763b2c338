import { describe, expect, it } from 'vitest';
import { searchForStep, stepInSearch } from './step-url.ts';

describe('stepInSearch', () => {
  it('reads the later steps from ?step=', () => {
    expect(stepInSearch('?step=shipping')).toBe('shipping');
    expect(stepInSearch('?order=1&step=payment')).toBe('payment');
  });

  it('takes a missing, unknown or first-step value as the first step', () => {
    for (const search of ['', '?step=', '?step=yourData', '?step=success', '?step=SHIPPING', '?step=%00']) {
      expect(stepInSearch(search)).toBe('yourData');
    }
  });
});

describe('searchForStep', () => {
  it('names later steps and leaves the first step without a parameter', () => {
    expect(searchForStep('', 'shipping')).toBe('?step=shipping');
    expect(searchForStep('?step=shipping', 'payment')).toBe('?step=payment');
    expect(searchForStep('?step=payment', 'yourData')).toBe('');
  });

  it('keeps the other parameters', () => {
    expect(searchForStep('?utm_source=mail&step=payment', 'yourData')).toBe('?utm_source=mail');
    expect(searchForStep('?utm_source=mail', 'shipping')).toBe('?utm_source=mail&step=shipping');
  });
});
