// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../test-support/render.tsx';
import { announceCartChanged } from './cart-events.ts';
import { BasketLink } from './BasketLink.tsx';
import { fetchCartQuantity } from './cart-quantity.ts';

describe('basket link', () => {
  it('shows no count for an empty basket', async () => {
    const loadQuantity = vi.fn(async () => 0);
    renderWithIntl(<BasketLink lang="en" href="/cart/" loadQuantity={loadQuantity} />);
    await waitFor(() => expect(loadQuantity).toHaveBeenCalledWith('en'));
    const link = screen.getByRole('link', { name: 'Basket' });
    expect(link).toHaveAttribute('href', '/cart/');
    expect(link).not.toHaveTextContent(/\d/);
  });

  it('shows the item count and refreshes it when the basket changes', async () => {
    let count = 3;
    renderWithIntl(<BasketLink lang="en" href="/cart/" loadQuantity={async () => count} />);
    expect(await screen.findByRole('link', { name: /3 items in your basket/ })).toBeInTheDocument();
    count = 1;
    act(() => announceCartChanged());
    expect(await screen.findByRole('link', { name: /1 item in your basket/ })).toBeInTheDocument();
  });

  it('reads the count from the same-origin route without caching', async () => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify({ quantity: 4 }), { status: 200 }));
    expect(await fetchCartQuantity('en', fetcher)).toBe(4);
    expect(fetcher).toHaveBeenCalledWith('/api/cart-quantity/?lang=en', { cache: 'no-store' });
    expect(await fetchCartQuantity('en', async () => new Response('{}', { status: 503 }))).toBeNull();
  });
});
