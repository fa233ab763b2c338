// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ActivationSuccessScreen } from './ActivationSuccessScreen.tsx';

vi.mock('./load-activation-order.ts', () => ({
  loadActivationOrder: vi.fn(async () => ({
    uuid: '0b6f1c1e-6d7a-4f57-9a51-6a7d3c2b1a00',
    status: 'PENDING',
    email: 'holder@example.ie',
    requestedAt: '2026-11-25T10:00:00Z',
    promisedBy: '2026-11-26T10:00:00Z',
    processedAt: null,
    amount: { currency: 'EUR', value: 5000 },
    card: { lastDigits: '9701', deliveryKind: 'PHYSICAL', activatedAt: null, expiresAt: '2031-11-25T10:00:00Z', value: { currency: 'EUR', value: 5000 } },
  })),
}));

describe('ActivationSuccessScreen', () => {
  it('takes focus to its heading when the activation form leads here', async () => {
    render(await ActivationSuccessScreen({ lang: 'en', order: '0b6f1c1e-6d7a-4f57-9a51-6a7d3c2b1a00' }));
    const heading = screen.getByRole('heading', { level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
