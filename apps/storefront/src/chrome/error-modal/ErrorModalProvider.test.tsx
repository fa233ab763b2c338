// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../test-support/render.tsx';
import { ErrorModalProvider, useErrorModal } from './ErrorModalProvider.tsx';
import type { ReportedApiError } from './translate-error.ts';

function Trigger({ errors }: { readonly errors: readonly ReportedApiError[] }) {
  const modal = useErrorModal();
  return (
    <button type="button" onClick={() => modal.show(errors)}>
      Add to basket
    </button>
  );
}

async function showErrors(errors: readonly ReportedApiError[], locale = 'en-IE') {
  renderWithIntl(
    <ErrorModalProvider messageValues={{ limit: '€500' }}>
      <Trigger errors={errors} />
    </ErrorModalProvider>,
    locale,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
}

describe('error modal', () => {
  // The modal loads with the first error; loaded here once, so the tests do not time the first compile.
  beforeAll(async () => {
    await import('./ErrorModalDialog.tsx');
  });

  it('translates the first error by its code and shows the code', async () => {
    await showErrors([
      { message: 'Out of stock.', code: 2031, referencedRequestParameter: 'package.amount' },
      { message: 'Limit.', code: 2030, referencedRequestParameter: null },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(dialog).toHaveTextContent('Not possible to continue with this gift card because currently it is out the stock.');
    expect(dialog).toHaveTextContent('Error code 2031');
    expect(dialog).not.toHaveTextContent('maximum number');
  });

  it('falls back to the referenced parameter when the code has no message', async () => {
    await showErrors([{ message: 'Quantity must be at least 1.', code: 4000, referencedRequestParameter: 'package.quantity' }]);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Please choose a quantity of at least 1.');
    expect(dialog).toHaveTextContent('Error code 4000');
  });

  it('shows the generic message and code -1 when neither code nor parameter is known', async () => {
    await showErrors([{ message: 'Internal detail', code: null, referencedRequestParameter: 'something.unknown' }]);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Oh oh, something went wrong. We are already working on a fix for this issue.');
    expect(dialog).toHaveTextContent('Error code -1');
    expect(dialog).not.toHaveTextContent('Internal detail');
  });

  it('speaks the store language', async () => {
    await showErrors([{ message: 'Too many attempts', code: 2036 }], 'nl-NL');
    const dialog = await screen.findByRole('dialog', { name: 'Er ging iets mis' });
    expect(dialog).toHaveTextContent('Er zijn te veel pogingen gedaan.');
  });

  it('does not open for an empty error list', async () => {
    renderWithIntl(
      <ErrorModalProvider messageValues={{ limit: '€500' }}>
        <Trigger errors={[]} />
      </ErrorModalProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Add to basket' });
    await userEvent.click(trigger);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with its close button and gives focus back to what opened it', async () => {
    await showErrors([{ message: 'x', code: 2015 }]);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('€500');
    const closeButtons = screen.getAllByRole('button', { name: 'Close' });
    await userEvent.click(closeButtons[closeButtons.length - 1] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Add to basket' })).toHaveFocus();
  });

  it('fetches the error texts a page does not hold, then shows the translated error', async () => {
    const { clientMessages } = await import('../../i18n/client-messages.ts');
    const { IntlProvider } = await import('../../i18n/IntlProvider.tsx');
    const { render } = await import('@testing-library/react');
    const { messagesStartingWith } = await import('@shop/i18n');
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify(messagesStartingWith('en-IE', ['errors.code.', 'errors.parameter.'])), { status: 200 }),
    );
    try {
      render(
        <IntlProvider locale="en-IE" messages={clientMessages('en-IE', 'chrome')}>
          <ErrorModalProvider messageValues={{ limit: '€500' }}>
            <Trigger errors={[{ message: 'Limit.', code: 2015, referencedRequestParameter: null }]} />
          </ErrorModalProvider>
        </IntlProvider>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
      const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
      expect(dialog).toHaveTextContent('Apple gift cards can be ordered up to a total of €500 per order.');
      expect(fetchMock).toHaveBeenCalledWith('/api/texts/errors/en-IE/');
    } finally {
      fetchMock.mockRestore();
    }
  });
});
