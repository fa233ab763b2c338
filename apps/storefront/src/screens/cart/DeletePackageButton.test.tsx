// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartActionResult } from '../../cart/action-result.ts';
import { ErrorModalProvider } from '../../chrome/error-modal/ErrorModalProvider.tsx';
import { renderWithIntl } from '../../chrome/test-support/render.tsx';
import type { BasketPackage } from './basket-model.ts';
import { BasketNotice, BasketNoticeProvider } from './BasketNotice.tsx';
import { spaDayPackage } from './test-package.ts';
import { DeletePackageButton } from './DeletePackageButton.tsx';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }) }));
vi.mock('../../cart/actions.ts', () => ({ deleteCartPackageGroup: vi.fn() }));
const removeWithoutScript = vi.fn();
vi.mock('./remove-without-script.ts', () => ({ removePackageWithoutScript: (...args: unknown[]) => removeWithoutScript(...args) }));

const pkg = spaDayPackage();

type Delete = (lang: string, tag: BasketPackage['tag'], packageId: string) => Promise<CartActionResult>;

function renderButton(deletePackageGroup: Delete) {
  renderWithIntl(
    <ErrorModalProvider messageValues={{ limit: '€500' }}>
      <BasketNoticeProvider>
        <BasketNotice />
        <DeletePackageButton lang="en" pkg={pkg} deletePackageGroup={deletePackageGroup} />
      </BasketNoticeProvider>
    </ErrorModalProvider>,
  );
}

beforeEach(() => {
  refresh.mockReset();
  window.dataLayer = [];
});

describe('DeletePackageButton', () => {
  it('belongs to a form naming the package, for a browser without the script; with it, the dialog asks and nothing is posted', async () => {
    const user = userEvent.setup();
    renderButton(vi.fn<Delete>());
    const button = screen.getByRole('button', { name: 'Remove 2 × Spa day' });
    expect(button).toHaveAttribute('type', 'submit');
    const form = button.closest('form');
    expect(form).not.toBeNull();
    expect(Object.fromEntries(new FormData(form!))).toEqual({ lang: 'en', shipmentTag: 'PHYSICAL', packageId: '41' });
    await user.click(button);
    await screen.findByRole('dialog', { name: 'Remove from your basket?' });
    expect(removeWithoutScript).not.toHaveBeenCalled();
  });

  it('asks before removing and keeps the package when the customer changes their mind', async () => {
    const user = userEvent.setup();
    const deletePackageGroup = vi.fn<Delete>();
    renderButton(deletePackageGroup);
    await user.click(screen.getByRole('button', { name: 'Remove 2 × Spa day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from your basket?' });
    expect(within(dialog).getByText('2 × Spa day will be removed from your basket.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletePackageGroup).not.toHaveBeenCalled();
  });

  it('removes the package on confirmation, blocks closing meanwhile, then refetches the basket and says so where focus lands', async () => {
    const user = userEvent.setup();
    let finish: (result: CartActionResult) => void = () => undefined;
    const deletePackageGroup = vi.fn<Delete>(() => new Promise((resolve) => (finish = resolve)));
    renderButton(deletePackageGroup);
    await user.click(screen.getByRole('button', { name: 'Remove 2 × Spa day' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(deletePackageGroup).toHaveBeenCalledWith('en', 'PHYSICAL', '41');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await act(async () => finish({ ok: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(refresh).toHaveBeenCalledTimes(1);
    // The button that opened the dialog goes with its line: focus goes to what the basket says instead.
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('2 × Spa day has been removed from your basket.');
    expect(notice).toHaveFocus();
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'remove_from_cart', ecommerce: expect.objectContaining({ value: 53.95, currency: 'EUR' }) }),
    );
  });

  it('shows the API error instead of refreshing when the delete fails', async () => {
    const user = userEvent.setup();
    renderButton(async () => ({ ok: false, errors: [{ message: 'boom', code: 5000, referencedRequestParameter: null }] }));
    await user.click(screen.getByRole('button', { name: 'Remove 2 × Spa day' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Error code 5000')).toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();
  });

  it.each([
    ['the package', 'packageId'],
    ['the basket', 'orderUuid'],
  ])('refetches the basket and says the line is gone when %s was already removed elsewhere (4004)', async (_what, parameter) => {
    const user = userEvent.setup();
    const changed = vi.fn();
    window.addEventListener('shop:cart-changed', changed);
    renderButton(async () => ({ ok: false, errors: [{ message: 'Package was not found.', code: 4004, referencedRequestParameter: parameter }] }));
    await user.click(screen.getByRole('button', { name: 'Remove 2 × Spa day' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('2 × Spa day is no longer in your basket.');
    await waitFor(() => expect(notice).toHaveFocus());
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Error code 4004')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notice).toHaveFocus();
    expect(window.dataLayer).not.toContainEqual(expect.objectContaining({ event: 'remove_from_cart' }));
    window.removeEventListener('shop:cart-changed', changed);
  });

  it('keeps the error modal for a 4004 on something else than the line or the basket', async () => {
    const user = userEvent.setup();
    renderButton(async () => ({ ok: false, errors: [{ message: 'Product was not found.', code: 4004, referencedRequestParameter: 'package.variationId' }] }));
    await user.click(screen.getByRole('button', { name: 'Remove 2 × Spa day' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Error code 4004')).toBeInTheDocument();
    // The confirm button's spinner is a status too, until the transition settles; after it, nothing may speak.
    await waitFor(() => expect(screen.queryByText('Removing…')).not.toBeInTheDocument());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();
  });
});
