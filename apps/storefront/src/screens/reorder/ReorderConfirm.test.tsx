// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReorderOutcome } from '../../account/reorder-model.ts';
import { CART_CHANGED_EVENT } from '../../chrome/basket/cart-events.ts';
import { ErrorModalProvider } from '../../chrome/error-modal/ErrorModalProvider.tsx';
import { renderWithIntl } from '../../chrome/test-support/render.tsx';
import { ReorderConfirm } from './ReorderConfirm.tsx';

vi.mock('../../account/reorder.ts', () => ({ reorderOrder: vi.fn() }));

const ADDED: ReorderOutcome = {
  kind: 'added',
  basket: [{ id: '1', title: 'Folio Books', quantity: 2, total: { currency: 'EUR', value: 5000 } }],
  total: { currency: 'EUR', value: 5000 },
  unavailable: [],
};

function renderConfirm(reorder: (lang: string, orderUuid: string) => Promise<ReorderOutcome>) {
  return renderWithIntl(
    <ErrorModalProvider messageValues={{ limit: '€500' }}>
      <ReorderConfirm lang="en" locale="en-IE" orderUuid="order-1" cartHref="/cart/" reorder={reorder} />
    </ErrorModalProvider>,
  );
}

describe('ReorderConfirm', () => {
  it("puts the order in the basket, shows the basket and has the header's count read it again", async () => {
    const cartChanged = vi.fn();
    window.addEventListener(CART_CHANGED_EVENT, cartChanged);
    try {
      const reorder = vi.fn(async () => ADDED);
      renderConfirm(reorder);
      await userEvent.click(screen.getByRole('button', { name: 'Put in my basket' }));
      expect(await screen.findByRole('heading', { name: 'Added to your basket' })).toBeInTheDocument();
      expect(screen.getByText('2 × Folio Books')).toBeInTheDocument();
      expect(reorder).toHaveBeenCalledWith('en', 'order-1');
      expect(cartChanged).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener(CART_CHANGED_EVENT, cartChanged);
    }
  });

  it('changes nothing in the header when the reorder is refused', async () => {
    const cartChanged = vi.fn();
    window.addEventListener(CART_CHANGED_EVENT, cartChanged);
    try {
      renderConfirm(async () => ({ kind: 'refused', errors: [{ message: 'Order not found.', code: 4004, referencedRequestParameter: 'orderUuid' }] }));
      await userEvent.click(screen.getByRole('button', { name: 'Put in my basket' }));
      expect(await screen.findByRole('dialog')).toBeInTheDocument();
      expect(cartChanged).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener(CART_CHANGED_EVENT, cartChanged);
    }
  });
});
