// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../chrome/test-support/render.tsx';
import type { QuoteFormState } from './quote-model.ts';
import { QuoteRequestForm } from './QuoteRequestForm.tsx';

// The proof of work has its own browser test; here the widget reports a solution at once, as a solved one does.
vi.mock('../checkout/Captcha.tsx', () => ({
  Captcha: ({ onChange, error }: { onChange: (token: string) => void; error?: string }) => {
    useEffect(() => onChange('solved-token'), [onChange]);
    return error ? <p role="alert">{error}</p> : null;
  },
}));
vi.mock('./actions.ts', () => ({ sendQuoteRequest: vi.fn() }));

type Send = (previous: QuoteFormState, form: FormData) => Promise<QuoteFormState>;

function renderForm(send: Send) {
  renderWithIntl(<QuoteRequestForm lang="en" callingCode="+353" timeZone="Europe/Dublin" captchaUrl="/api/captcha/?lang=en" send={send} />, 'en-IE');
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Company name'), 'Brennan & Daughters Ltd');
  await user.type(screen.getByLabelText('Contact person'), 'Aoife Brennan');
  await user.type(screen.getByLabelText('E-mail address'), 'aoife@brennan.example');
  await user.type(screen.getByLabelText('Your request'), '40 cards of €50');
}

describe('QuoteRequestForm', () => {
  it('judges the fields with the shared rules before sending anything, and focuses the first field in error', async () => {
    const send = vi.fn<Send>();
    const user = userEvent.setup();
    renderForm(send);
    await user.type(screen.getByLabelText('E-mail address'), 'aoife@');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByLabelText('Company name')).toHaveAccessibleDescription(expect.stringContaining('Company name is a required field'));
    expect(screen.getByLabelText('Contact person')).toHaveAccessibleDescription(expect.stringContaining('Name is a required field'));
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(expect.stringContaining('Please enter valid email'));
    expect(screen.getByLabelText('Your request')).toHaveAccessibleDescription(expect.stringContaining('Message is a required field'));
    expect(screen.getByLabelText('Company name')).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the fields as typed with the captcha solution, then shows the receipt in place of the form', async () => {
    const send = vi.fn<Send>(async () => ({
      status: 'sent',
      receipt: { number: 'Q-1042', email: 'aoife@brennan.example', promisedBy: '2026-11-25T15:30:00Z' },
    }));
    const user = userEvent.setup();
    renderForm(send);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(Object.fromEntries(send.mock.calls[0]![1])).toMatchObject({
      companyName: 'Brennan & Daughters Ltd', contactName: 'Aoife Brennan', email: 'aoife@brennan.example', message: '40 cards of €50', captchaToken: 'solved-token',
    });
    const heading = await screen.findByRole('heading', { name: 'Thank you, we received your request' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Your request number is Q-1042.')).toBeInTheDocument();
    // 15:30 UTC is 15:30 in Dublin in November, whatever zone the browser runs in.
    expect(screen.getByText(/aoife@brennan\.example/)).toHaveTextContent(/25 November 2026.*15:30/);
    expect(screen.queryByLabelText('Company name')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send another request' }));
    expect(screen.getByLabelText('Company name')).toHaveValue('');
  });

  it("shows the API's refusals at their fields and keeps what was typed", async () => {
    const send = vi.fn<Send>(async () => ({
      status: 'refused',
      fieldErrors: { email: { text: 'Please enter valid email' } },
      formError: { id: 'errors.code.4011' },
    }));
    const user = userEvent.setup();
    renderForm(send);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your request could not be sent');
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(expect.stringContaining('Please enter valid email'));
    expect(screen.getByLabelText('Company name')).toHaveValue('Brennan & Daughters Ltd');
  });
});
