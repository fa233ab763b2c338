// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../chrome/test-support/render.tsx';
import type { DoublerFormState } from './doubler-model.ts';
import { DoublerForm } from './DoublerForm.tsx';

// The proof of work has its own browser test; here the widget reports a solution at once, as a solved one does.
vi.mock('../checkout/Captcha.tsx', () => ({
  Captcha: ({ onChange, error }: { onChange: (token: string) => void; error?: string }) => {
    useEffect(() => onChange('solved-token'), [onChange]);
    return error ? <p role="alert">{error}</p> : null;
  },
}));
vi.mock('./actions.ts', () => ({ enterDoubler: vi.fn() }));

type Enter = (previous: DoublerFormState, form: FormData) => Promise<DoublerFormState>;

function renderForm(enter: Enter) {
  renderWithIntl(<DoublerForm lang="en" prefixes={['6280070']} captchaUrl="/api/captcha/?lang=en" enter={enter} />, 'en-IE');
}

describe('DoublerForm', () => {
  it('judges the entry before sending anything: number, PIN, e-mail and the conditions', async () => {
    const enter = vi.fn<Enter>();
    const user = userEvent.setup();
    renderForm(enter);
    await user.type(screen.getByLabelText('PIN'), '12');
    await user.click(screen.getByRole('button', { name: 'Enter the draw' }));
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(expect.stringContaining('Enter your card number here.'));
    expect(screen.getByLabelText('PIN')).toHaveAccessibleDescription(expect.stringContaining('The PIN should be 6 digits'));
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(expect.stringContaining('E-mail is a required field'));
    expect(screen.getByLabelText('I accept the conditions of the draw')).toHaveAccessibleDescription(expect.stringContaining('Please accept the conditions of the draw'));
    expect(screen.getByLabelText('Card number')).toHaveFocus();
    expect(enter).not.toHaveBeenCalled();
  });

  it('sends the entry as typed with the captcha solution, and shows a refusal above the form, keeping what was typed', async () => {
    const enter = vi.fn<Enter>(async () => ({ status: 'refused', fieldErrors: {}, formError: { id: 'errors.code.4014' } }));
    const user = userEvent.setup();
    renderForm(enter);
    await user.type(screen.getByLabelText('Card number'), '6280 0701 2345 6789 012');
    await user.type(screen.getByLabelText('PIN'), '482913');
    await user.type(screen.getByLabelText('E-mail address'), 'holder@example.ie');
    await user.click(screen.getByLabelText('I accept the conditions of the draw'));
    await user.click(screen.getByRole('button', { name: 'Enter the draw' }));
    await waitFor(() => expect(enter).toHaveBeenCalledTimes(1));
    expect(Object.fromEntries(enter.mock.calls[0]![1])).toEqual({
      cardNumber: '6280 0701 2345 6789 012', pin: '482913', email: 'holder@example.ie', acceptConditions: 'on', captchaToken: 'solved-token',
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We don't know this combination of card number and PIN.");
    // Focus moves once the refusal is on screen.
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText('PIN')).toHaveValue('482913');
  });
});
