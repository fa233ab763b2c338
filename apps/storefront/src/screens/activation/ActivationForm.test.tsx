// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../chrome/test-support/render.tsx';
import type { ActivationFormState } from './activation-model.ts';
import { ActivationForm } from './ActivationForm.tsx';

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
vi.mock('./actions.ts', () => ({ requestActivation: vi.fn() }));

const CARD = '6280070123456789012';

type Activate = (previous: ActivationFormState, form: FormData) => Promise<ActivationFormState>;

function renderForm(activate: Activate, locale = 'en-IE', lang = 'en') {
  renderWithIntl(<ActivationForm lang={lang} prefixes={['6280070']} captchaUrl={`/api/captcha/?lang=${lang}`} activate={activate} />, locale);
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: { cardNumber?: string; amount?: string; email?: string }) {
  if (values.cardNumber) await user.type(screen.getByLabelText('Card number'), values.cardNumber);
  if (values.amount) await user.type(screen.getByLabelText('Amount on the card'), values.amount);
  if (values.email) await user.type(screen.getByLabelText('E-mail address'), values.email);
  await user.click(screen.getByRole('button', { name: 'Activate card' }));
}

describe('ActivationForm', () => {
  it('judges every field with the spec rules before sending anything, and focuses the first field in error', async () => {
    const activate = vi.fn<Activate>();
    const user = userEvent.setup();
    renderForm(activate);
    await fill(user, { cardNumber: '6280099123456789012', amount: '0', email: 'holder@' });
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(expect.stringContaining("We don't know this number, please check the number and try again."));
    expect(screen.getByLabelText('Amount on the card')).toHaveAccessibleDescription(expect.stringContaining('Please, enter a positive value'));
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(expect.stringContaining('Please enter valid email'));
    expect(screen.getByLabelText('Card number')).toHaveFocus();
    expect(activate).not.toHaveBeenCalled();
  });

  it('sends the three fields with the captcha solution as typed', async () => {
    const activate = vi.fn<Activate>(async () => ({ status: 'idle' }));
    const user = userEvent.setup();
    renderForm(activate);
    await fill(user, { cardNumber: '6280 0701 2345 6789 012', amount: '37.50', email: 'holder@example.ie' });
    await waitFor(() => expect(activate).toHaveBeenCalledTimes(1));
    const sent = activate.mock.calls[0]?.[1];
    expect(Object.fromEntries(sent ?? new FormData())).toEqual({ cardNumber: '6280 0701 2345 6789 012', amount: '37.50', email: 'holder@example.ie', captchaToken: 'solved-token' });
  });

  it('shows "failed" above the form with focus on it and keeps what was typed', async () => {
    const activate = vi.fn<Activate>(async () => ({
      status: 'refused',
      values: { cardNumber: CARD, amount: '50', email: 'holder@example.ie' },
      fieldErrors: {},
      formError: { id: 'errors.code.4100' },
    }));
    const user = userEvent.setup();
    renderForm(activate);
    await fill(user, { cardNumber: CARD, amount: '50', email: 'holder@example.ie' });
    const alert = await screen.findByText('We could not activate this card. Please check the card number and the amount and try again.');
    await waitFor(() => expect(alert.closest('[role="alert"]')).toHaveFocus());
    expect(alert.closest('[role="alert"]')).toHaveTextContent('We could not activate your card');
    expect(screen.getByLabelText('Card number')).toHaveValue(CARD);
    expect(screen.getByLabelText('Amount on the card')).toHaveValue('50');
  });

  it('shows a refused e-mail address at its field, in Dutch on a Dutch page', async () => {
    const activate = vi.fn<Activate>(async () => ({
      status: 'refused',
      values: { cardNumber: CARD, amount: '50', email: 'holder@example.ie' },
      fieldErrors: { email: { id: 'errors.code.4102' } },
      formError: null,
    }));
    const user = userEvent.setup();
    renderForm(activate, 'nl-NL', 'nl');
    await user.type(screen.getByLabelText('Kaartnummer'), CARD);
    await user.type(screen.getByLabelText('Bedrag op de kaart'), '50');
    await user.type(screen.getByLabelText('E-mailadres'), 'holder@example.ie');
    await user.click(screen.getByRole('button', { name: 'Kaart activeren' }));
    await waitFor(() => expect(screen.getByLabelText('E-mailadres')).toHaveAccessibleDescription(expect.stringContaining('Onjuist e-mailadres')));
    // Focus moves once the refusal is on screen.
    await waitFor(() => expect(screen.getByLabelText('E-mailadres')).toHaveFocus());
  });
});
