// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthPage } from './AuthPage.tsx';

describe('AuthPage', () => {
  it('gives focus to the heading of a page a form led to, so the outcome is read from its top', () => {
    render(
      <AuthPage arrival title="Your account has been created" intro="You are logged in.">
        <a href="/account/overview/">Go to your account</a>
      </AuthPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Your account has been created' })).toHaveFocus();
  });

  it('leaves focus alone on a page with a form', () => {
    render(
      <AuthPage title="Log in">
        <input aria-label="E-mail address" />
      </AuthPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).not.toHaveFocus();
  });
});
