// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../chrome/test-support/render.tsx';
import { BasketNotice, BasketNoticeProvider } from './BasketNotice.tsx';

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }) }));

describe('BasketNotice', () => {
  it('says, on arriving from log in, how many cards could not join the account basket, and takes focus', () => {
    renderWithIntl(
      <BasketNoticeProvider initial={{ kind: 'leftOut', count: 2 }}>
        <BasketNotice />
      </BasketNoticeProvider>,
    );
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('2 gift cards you added before logging in could not be put in your basket: your basket may be full');
    expect(notice).toHaveFocus();
  });

  it('names the cards left out when log in passed their titles on', () => {
    renderWithIntl(
      <BasketNoticeProvider initial={{ kind: 'leftOut', count: 2, titles: ['Spa day', 'Folio Books'] }}>
        <BasketNotice />
      </BasketNoticeProvider>,
    );
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('2 gift cards you added before logging in could not be put in your basket');
    expect(within(notice).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Spa day', 'Folio Books']);
    expect(notice).toHaveFocus();
  });

  it('says nothing without a notice', () => {
    renderWithIntl(
      <BasketNoticeProvider>
        <BasketNotice />
      </BasketNoticeProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
