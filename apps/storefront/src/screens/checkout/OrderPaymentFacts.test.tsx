// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getIntl } from '../../i18n/server-intl.ts';
import { OrderPaymentFacts, type OrderPaymentFactsProps } from './OrderPaymentFacts.tsx';

const eur = (value: number) => ({ currency: 'EUR', value });

function renderFacts(payment: Partial<NonNullable<OrderPaymentFactsProps['order']['payment']>>) {
  const order = {
    payment: { id: 'p1', attempt: 1, method: 'CARD', bankName: null, status: 'AUTHORISED', errorCode: null, amount: eur(2595), action: null, ...payment },
    giftCardPayments: [],
  } as OrderPaymentFactsProps['order'];
  render(
    <dl>
      <OrderPaymentFacts intl={getIntl('en-IE')} locale="en-IE" order={order} />
    </dl>,
  );
}

const valueOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('OrderPaymentFacts', () => {
  it('names the bank a bank redirect was paid through', () => {
    renderFacts({ method: 'BANK_REDIRECT', bankName: 'Belfius' });
    expect(valueOf('Bank')).toBe('Belfius');
    expect(valueOf('Payment')).toBe('Paid');
  });

  it('shows no bank for a card payment', () => {
    renderFacts({ method: 'CARD' });
    expect(valueOf('Payment method')).toBe('Credit or debit card');
    expect(screen.queryByText('Bank', { selector: 'dt' })).toBeNull();
  });
});
