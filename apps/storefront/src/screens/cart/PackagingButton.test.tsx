// @vitest-environment jsdom
import type { PackageDraft } from '@shop/validation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartActionResult } from '../../cart/action-result.ts';
import { ErrorModalProvider } from '../../chrome/error-modal/ErrorModalProvider.tsx';
import { renderWithIntl } from '../../chrome/test-support/render.tsx';
import { BasketNotice, BasketNoticeProvider } from './BasketNotice.tsx';
import { spaDayPackage } from './test-package.ts';
import { PackagingButton } from './PackagingButton.tsx';
import type { PackagingOptions } from './packaging-options.ts';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }) }));
vi.mock('../../cart/actions.ts', () => ({ updateCartPackage: vi.fn() }));

const pkg = spaDayPackage({ message: 'Happy birthday' });

const options: PackagingOptions = {
  wrappers: [{ id: '5', title: 'Confetti', price: { currency: 'EUR', value: 195 } }],
  digitalWrappers: [],
  giftPackings: [{ id: '3', title: 'Gift box', price: { currency: 'EUR', value: 0 } }],
};

type Update = (lang: string, packageId: string, draft: PackageDraft) => Promise<CartActionResult>;

function renderButton(updatePackage: Update) {
  renderWithIntl(
    <ErrorModalProvider messageValues={{ limit: '€500' }}>
      <BasketNoticeProvider>
        <BasketNotice />
        <PackagingButton lang="en" locale="en-IE" pkg={pkg} options={options} updatePackage={updatePackage} />
      </BasketNoticeProvider>
    </ErrorModalProvider>,
  );
}

async function saveConfetti(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: `Packaging – ${pkg.title}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Packaging' });
  await user.click(within(dialog).getByRole('radio', { name: /Confetti/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Save packaging' }));
}

beforeEach(() => refresh.mockReset());

describe('PackagingButton', () => {
  it('saves the chosen packaging on the package as it is, then refetches the basket', async () => {
    const user = userEvent.setup();
    const updatePackage = vi.fn<Update>(async () => ({ ok: true }));
    renderButton(updatePackage);
    await saveConfetti(user);
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(updatePackage).toHaveBeenCalledWith('en', '41', {
      variationId: '72', amount: 2500, quantity: 2, wrapperVariationId: '5', giftPackingVariationId: '3', personalMessage: 'Happy birthday',
    });
    // The saving state ends with the refetch's render, which a loaded machine may run a moment after the call.
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('refetches the basket and says the line is gone when it was removed in another tab (4004), without the error modal', async () => {
    const user = userEvent.setup();
    renderButton(async () => ({ ok: false, errors: [{ message: 'Package was not found.', code: 4004, referencedRequestParameter: 'packageId' }] }));
    await saveConfetti(user);
    // The saving spinner is a status too, until the refetch's render ends it: the notice is the one that says so.
    const notice = await waitFor(() => {
      const found = screen.getAllByRole('status').find((status) => status.textContent?.includes('2 × Spa day is no longer in your basket.'));
      expect(found).toBeDefined();
      return found!;
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notice).toHaveFocus();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Error code 4004')).not.toBeInTheDocument();
  });

  it('shows any other failure in the error modal and keeps the basket as it is', async () => {
    const user = userEvent.setup();
    renderButton(async () => ({ ok: false, errors: [{ message: 'boom', code: 5000, referencedRequestParameter: null }] }));
    await saveConfetti(user);
    expect(await screen.findByText('Error code 5000')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(refresh).not.toHaveBeenCalled();
  });
});
