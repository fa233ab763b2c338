// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { markPageNotFound } from '../not-found/page-status.ts';
import { DoublerThankYouScreen } from './DoublerThankYouScreen.tsx';
import { loadDoublerEntry } from './load-doubler-entry.ts';

vi.mock('../not-found/page-status.ts', () => ({ markPageNotFound: vi.fn(() => true) }));

vi.mock('next/navigation', () => ({
  permanentRedirect: vi.fn((to: string) => {
    throw new Error(`redirect to ${to}`);
  }),
}));

vi.mock('./load-doubler-entry.ts', () => ({
  loadDoublerEntry: vi.fn(async () => ({
    uuid: '0b6f1c1e-6d7a-4f57-9a51-6a7d3c2b1a00',
    drawDate: '2026-12-07',
    email: 'holder@example.ie',
    lastDigits: '9701',
    product: { title: 'Encore Cinemas', path: '/gift-cards/encore-cinemas' },
    outcome: null,
  })),
}));

describe('DoublerThankYouScreen', () => {
  it('takes focus to its heading when the entry form leads here, so the outcome is read out', async () => {
    render(await DoublerThankYouScreen({ lang: 'en', product: 'encore-cinemas', entry: '0b6f1c1e-6d7a-4f57-9a51-6a7d3c2b1a00' }));
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveAttribute('tabindex', '-1');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/9701/)).toBeInTheDocument();
  });

  it("moves to the entry's own product name when the address names another card", async () => {
    await expect(DoublerThankYouScreen({ lang: 'en', product: 'folio-books', entry: '0b6f1c1e-6d7a-4f57-9a51-6a7d3c2b1a00' })).rejects.toThrow(
      'redirect to /doubler/thank-you/encore-cinemas/?entry=0b6f1c1e-6d7a-4f57-9a51-6a7d3c2b1a00',
    );
  });

  it('answers 404 for an entry that does not exist, and still leads back to the draw', async () => {
    vi.mocked(loadDoublerEntry).mockResolvedValueOnce(null);
    render(await DoublerThankYouScreen({ lang: 'en', product: 'encore-cinemas', entry: '0b6f1c1e-6d7a-4f57-9a51-6a7d3c2b1a99' }));
    expect(markPageNotFound).toHaveBeenCalledOnce();
    expect(screen.getByRole('heading', { level: 1, name: 'We could not find this entry' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Balance doubler' })).toHaveAttribute('href', '/doubler/');
  });
});
