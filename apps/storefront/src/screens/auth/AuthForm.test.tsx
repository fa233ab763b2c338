// @vitest-environment jsdom
import { TextField } from '@shop/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../chrome/test-support/render.tsx';
import type { AuthFormState } from './auth-model.ts';
import { loginIssues, type LoginField } from './auth-rules.ts';
import { AuthForm } from './AuthForm.tsx';
import { fieldText } from './form-data.ts';

const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));
// The proof of work has its own browser test; here the widget reports a solution at once, as a solved one does.
vi.mock('../checkout/Captcha.tsx', () => ({
  Captcha: ({ onChange, error }: { onChange: (token: string) => void; error?: string }) => {
    useEffect(() => onChange('solved-token'), [onChange]);
    return error ? <p role="alert">{error}</p> : null;
  },
}));

type Action = (previous: AuthFormState<LoginField>, form: FormData) => Promise<AuthFormState<LoginField>>;

function renderLogin(action: Action) {
  renderWithIntl(
    <>
      <h1 id="title">Log in</h1>
      <AuthForm<LoginField>
        action={action}
        validate={(form, captchaToken) => loginIssues({ email: fieldText(form, 'email'), password: fieldText(form, 'password'), captchaToken })}
        submitLabel="Log in"
        pendingLabel="Logging in"
        captcha={{ url: '/api/captcha/?lang=en', language: 'en' }}
        labelledBy="title"
        fields={(view) => (
          <>
            <TextField name="email" type="email" label="E-mail address" error={view.error('email')} />
            <TextField name="password" type="password" label="Password" error={view.error('password')} />
          </>
        )}
      />
    </>,
  );
}

afterEach(() => {
  router.push.mockReset();
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('AuthForm', () => {
  it('sends nothing while the shared rules find an issue, and focuses the first field to correct', async () => {
    const action = vi.fn<Action>();
    const user = userEvent.setup();
    renderLogin(action);
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('E-mail is a required field')).toBeVisible();
    expect(screen.getByLabelText('E-mail address')).toHaveFocus();
    expect(action).not.toHaveBeenCalled();
  });

  it('shows a refusal above the form, focused, and keeps what was typed', async () => {
    const action = vi.fn<Action>(async () => ({
      status: 'refused', values: {}, fieldErrors: {}, formError: { id: 'auth.error.4112', code: 4112 },
    }));
    const user = userEvent.setup();
    renderLogin(action);
    await user.type(screen.getByLabelText('E-mail address'), 'aoife@example.ie');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const holder = await screen.findByRole('alert');
    expect(holder).toHaveTextContent('We do not know this combination of e-mail address and password. Please try again or reset your password.');
    await waitFor(() => expect(holder).toHaveFocus());
    expect(screen.getByLabelText('E-mail address')).toHaveValue('aoife@example.ie');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong password');
    const sent = action.mock.calls[0]?.[1];
    expect(sent?.get('captchaToken')).toBe('solved-token');
  });

  it('reports the analytics event and moves on after success', async () => {
    const user = userEvent.setup();
    renderLogin(async () => ({ status: 'done', location: '/account/overview/', event: 'login' }));
    await user.type(screen.getByLabelText('E-mail address'), 'aoife@example.ie');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/account/overview/'));
    expect((window as { dataLayer?: unknown[] }).dataLayer).toContainEqual({ event: 'login', method: 'email' });
  });
});
