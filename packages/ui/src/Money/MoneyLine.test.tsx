import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MoneyLine } from './MoneyLine.tsx';

describe('MoneyLine', () => {
  it('pairs the label with the amount in the locale and currency given', () => {
    const { container } = render(
      <dl>
        <MoneyLine label="Shipping" money={{ value: 295, currency: 'EUR', display: 'symbol' }} locale="en-IE" />
        <MoneyLine label="Total" money={{ value: 123456, currency: 'DKK', display: 'symbol' }} locale="da-DK" emphasised />
      </dl>,
    );
    const terms = [...container.querySelectorAll('dt')].map((term) => term.textContent);
    const amounts = [...container.querySelectorAll('dd')].map((amount) => amount.textContent?.replace(/\s/g, ' '));
    expect(terms).toEqual(['Shipping', 'Total']);
    expect(amounts).toEqual(['€2.95', '1.234,56 kr.']);
    expect(screen.getByText('Total').className).not.toBe(screen.getByText('Shipping').className);
  });
});
