// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutActionResult } from '../../checkout/action-result.ts';
import { ErrorModalProvider } from '../../chrome/error-modal/ErrorModalProvider.tsx';
import { renderWithIntl } from '../../chrome/test-support/render.tsx';
import { CheckoutButton } from './CheckoutButton.tsx';

const captcha = vi.hoisted(() => ({ solved: false }));
// The proof of work has its own browser test; here the widget is solved at once, or not at all.
vi.mock('../checkout/Captcha.tsx', () => ({
  Captcha: ({ onChange, error }: { onChange: (token: string | null) => void; error?: string }) => {
    useEffect(() => {
      if (captcha.solved) onChange('solved-token');
    }, [onChange]);
    return error ? <p role="alert">{error}</p> : null;
  },
}));
vi.mock('../../checkout/actions.ts', () => ({ identifyForCheckout: vi.fn(), continueAsGuest: vi.fn() }));

type Identify = (lang: string, email: string, captchaToken: string) => Promise<CheckoutActionResult>;
type Guest = (lang: string, email: string) => Promise<CheckoutActionResult>;

function renderButton({ identify = true, identifyForCheckout = vi.fn<Identify>(), continueAsGuest = vi.fn<Guest>(), navigate = vi.fn() } = {}) {
  renderWithIntl(
    <ErrorModalProvider messageValues={{ limit: '€500' }}>
      <CheckoutButton
        lang="en"
        checkoutHref="/checkout/"
        identify={identify}
        captchaUrl="/api/captcha/?lang=en"
        identifyForCheckout={identifyForCheckout}
        continueAsGuest={continueAsGuest}
        navigate={navigate}
      />
    </ErrorModalProvider>,
  );
  return { identifyForCheckout, continueAsGuest, navigate };
}

async function typeEmail(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.click(screen.getByRole('link', { name: 'Continue to checkout' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('E-mail address'), email);
  return dialog;
}

beforeEach(() => {
  captcha.solved = false;
});

describe('CheckoutButton identify modal', () => {
  it.each(['not-an-email', 'a@b', 'a@@b.ie'])(
    'marks "%s" invalid before the captcha is solved, and sends nothing',
    async (email) => {
      const user = userEvent.setup();
      const { identifyForCheckout } = renderButton();
      const dialog = await typeEmail(user, email);
      await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
      const field = within(dialog).getByLabelText('E-mail address');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining('Please enter valid email'));
      expect(field).toHaveFocus();
      expect(identifyForCheckout).not.toHaveBeenCalled();
    },
  );

  it('does not send a mistyped address even with the captcha solved', async () => {
    captcha.solved = true;
    const user = userEvent.setup();
    const { identifyForCheckout } = renderButton();
    const dialog = await typeEmail(user, 'buyer@example');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByLabelText('E-mail address')).toHaveAccessibleDescription(expect.stringContaining('Please enter valid email'));
    expect(identifyForCheckout).not.toHaveBeenCalled();
  });

  it('takes the message back as soon as the address is mended, without a second Continue', async () => {
    const user = userEvent.setup();
    renderButton();
    const dialog = await typeEmail(user, 'niamh.test');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const field = within(dialog).getByLabelText('E-mail address');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.type(field, '@example');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Please enter valid email'));
    await user.type(field, '.ie');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText('Please enter valid email')).toBeNull();
  });

  it('checks the guest modal\'s address the same way', async () => {
    const user = userEvent.setup();
    const { continueAsGuest } = renderButton({ identify: false });
    const dialog = await typeEmail(user, 'buyer@');
    await user.click(within(dialog).getByRole('button', { name: /Continue/ }));
    expect(within(dialog).getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(continueAsGuest).not.toHaveBeenCalled();
  });

  it('sends a valid address with the captcha solution and goes on to checkout', async () => {
    captcha.solved = true;
    const user = userEvent.setup();
    const identifyForCheckout = vi.fn<Identify>(async () => ({ ok: true, location: '/checkout/' }));
    const { navigate } = renderButton({ identifyForCheckout });
    const dialog = await typeEmail(user, ' buyer@example.ie ');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(identifyForCheckout).toHaveBeenCalledWith('en', 'buyer@example.ie', 'solved-token');
    expect(navigate).toHaveBeenCalledWith('/checkout/');
  });
});
