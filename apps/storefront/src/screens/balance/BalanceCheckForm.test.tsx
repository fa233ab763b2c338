// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../chrome/test-support/render.tsx';
import type { BalanceCheckState } from './balance-model.ts';
import { BalanceCheckForm } from './BalanceCheckForm.tsx';

// The proof of work has its own browser test; here the widget reports a solution at once, as a solved one does.
vi.mock('../checkout/Captcha.tsx', () => ({
  Captcha: ({ onChange, error }: { onChange: (token: string) => void; error?: string }) => {
    useEffect(() => onChange('solved-token'), [onChange]);
    return (
      <>
        <input type="hidden" name="captchaToken" value="solved-token" />
        {error && <p role="alert">{error}</p>}
      </>
    );
  },
}));
vi.mock('./actions.ts', () => ({ checkBalance: vi.fn() }));

const CARD = '6280070123456789012';
const links = { shop: '/gift-cards/', exchange: '/check-your-balance/result/', activate: '/activate/' };

function renderForm(check: (previous: BalanceCheckState, form: FormData) => Promise<BalanceCheckState>, locale = 'en-IE') {
  renderWithIntl(
    <BalanceCheckForm lang="en" timeZone="Europe/Dublin" prefixes={['6280070']} captchaUrl="/api/captcha/?lang=en" links={links} products="gift cards" check={check} />,
    locale,
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>, cardNumber: string, pin: string) {
  if (cardNumber) await user.type(screen.getByLabelText('Card number'), cardNumber);
  if (pin) await user.type(screen.getByLabelText('PIN'), pin);
  await user.click(screen.getByRole('button', { name: 'Check balance' }));
}

describe('BalanceCheckForm', () => {
  it('judges number and PIN with the spec\'s rules before sending anything, and focuses the first field in error', async () => {
    const check = vi.fn();
    const user = userEvent.setup();
    renderForm(check);
    await fill(user, '', '12');
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(expect.stringContaining('Enter your card number here.'));
    expect(screen.getByLabelText('PIN')).toHaveAccessibleDescription(expect.stringContaining('The PIN should be 6 digits'));
    expect(screen.getByLabelText('Card number')).toHaveFocus();
    await user.type(screen.getByLabelText('Card number'), '6280099123456789012');
    await user.click(screen.getByRole('button', { name: 'Check balance' }));
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(expect.stringContaining("We don't know this number, please check the number and try again."));
    expect(check).not.toHaveBeenCalled();
  });

  it('shows the balance, the expiry date in the store\'s time zone, the state and where to spend it, with focus on the result', async () => {
    const check = vi.fn(async (_previous: BalanceCheckState, form: FormData): Promise<BalanceCheckState> => {
      expect(Object.fromEntries(form)).toEqual({ cardNumber: CARD, pin: '482913', captchaToken: 'solved-token' });
      return { status: 'checked', card: { balance: { currency: 'EUR', value: 2500 }, expiresAt: '2030-06-30T23:30:00.000Z', state: 'ACTIVE', choiceCard: false } };
    });
    const user = userEvent.setup();
    renderForm(check);
    await fill(user, CARD, '482913');
    const heading = await screen.findByRole('heading', { name: 'Your balance' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByTestId('balance-amount')).toHaveTextContent('€25.00 EUR');
    // 23:30 UTC on 30 June is half past midnight on 1 July in Dublin (Irish summer time).
    expect(screen.getByText('1 July 2030')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Spend your balance on our gift cards' })).toHaveAttribute('href', '/gift-cards/');
    expect(screen.getByLabelText('PIN')).toHaveValue('');
  });

  it('says why a card cannot be used and offers a choice card\'s activation', async () => {
    const check = vi.fn(async (): Promise<BalanceCheckState> => ({
      status: 'checked',
      card: { balance: { currency: 'EUR', value: 5000 }, expiresAt: '2030-06-01T10:00:00.000Z', state: 'NOT_ACTIVATED', choiceCard: true },
    }));
    const user = userEvent.setup();
    renderForm(check);
    await fill(user, CARD, '482913');
    expect(await screen.findByText('Not activated yet')).toBeInTheDocument();
    expect(screen.getByText('This gift card has not been activated yet. Activation takes up to 24 hours.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Activate your card' })).toHaveAttribute('href', '/activate/');
  });

  it('shows a refusal of the pair above the form with focus on it, keeps the number and never the PIN', async () => {
    const check = vi.fn(async (): Promise<BalanceCheckState> => ({
      status: 'refused',
      cardNumber: CARD,
      fieldErrors: {},
      formError: { id: 'errors.code.4014' },
    }));
    const user = userEvent.setup();
    renderForm(check);
    await fill(user, CARD, '000111');
    const alert = await screen.findByText("We don't know this combination of card number and PIN. Please check both and try again.");
    await waitFor(() => expect(alert.closest('p')).toHaveFocus());
    expect(alert.closest('p')).toHaveTextContent('We could not check your balance');
    expect(screen.getByLabelText('Card number')).toHaveValue(CARD);
    expect(screen.getByLabelText('PIN')).toHaveValue('');
  });

  it('shows a PIN lock at the PIN field, in Dutch on a Dutch page', async () => {
    const check = vi.fn(async (): Promise<BalanceCheckState> => ({
      status: 'refused',
      cardNumber: CARD,
      fieldErrors: { pin: { id: 'errors.code.4020' } },
      formError: null,
    }));
    const user = userEvent.setup();
    renderWithIntl(
      <BalanceCheckForm lang="nl" timeZone="Europe/Amsterdam" prefixes={['6280070']} captchaUrl="/api/captcha/?lang=nl" links={links} products="cadeaubonnen" check={check} />,
      'nl-NL',
    );
    await user.type(screen.getByLabelText('Kaartnummer'), CARD);
    await user.type(screen.getByLabelText('Pincode'), '000111');
    await user.click(screen.getByRole('button', { name: 'Saldo checken' }));
    await waitFor(() => expect(screen.getByLabelText('Pincode')).toHaveAccessibleDescription(expect.stringContaining('te vaak een verkeerde pincode')));
    expect(screen.getByLabelText('Pincode')).toHaveFocus();
  });
});
