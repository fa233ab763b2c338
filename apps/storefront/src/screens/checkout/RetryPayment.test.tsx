// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorModalProvider } from '../../chrome/error-modal/ErrorModalProvider.tsx';
import { renderWithIntl } from '../../chrome/test-support/render.tsx';
import { RetryPayment, type RetryReason } from './RetryPayment.tsx';

vi.mock('../../checkout/actions.ts', () => ({ retryCheckoutPayment: vi.fn() }));

function renderRetry(reason: RetryReason) {
  renderWithIntl(
    <ErrorModalProvider messageValues={{ limit: '€500' }}>
      <RetryPayment
        lang="en"
        locale="en-IE"
        orderUuid="5b0c2f4e-8a61-4f0e-9d3c-2a7b1c9e4d10"
        orderNumber="70-0000042"
        reason={reason}
        business={false}
        methods={[{ kind: 'CARD', name: 'Credit or debit card', logos: [], businessOnly: false, issuers: [] }]}
        total={{ currency: 'EUR', value: 5435 }}
        cartHref="/cart/"
        retry={vi.fn()}
        navigate={vi.fn()}
      />
    </ErrorModalProvider>,
  );
}

describe('RetryPayment', () => {
  it('tells a refused payment in the error modal, with its code', async () => {
    renderRetry({ kind: 'failed', code: 2035 });
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByText(/contact your bank/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/70-0000042 is waiting for payment/);
  });

  it('gives focus to the payment step once the error modal is closed, not to the page', async () => {
    const user = userEvent.setup();
    renderRetry({ kind: 'failed', code: 2035 });
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
  });

  it('says a payment the shopper cancelled was cancelled, without an error or advice to call the bank', () => {
    renderRetry({ kind: 'cancelled' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(/contact your bank/)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('You cancelled the payment. Your order 70-0000042 is still waiting: choose how to pay to complete it.');
  });
});
