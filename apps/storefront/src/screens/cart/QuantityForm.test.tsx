// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartActionResult } from '../../cart/action-result.ts';
import { ErrorModalProvider } from '../../chrome/error-modal/ErrorModalProvider.tsx';
import { renderWithIntl } from '../../chrome/test-support/render.tsx';
import { BasketNotice, BasketNoticeProvider } from './BasketNotice.tsx';
import { QuantityForm } from './QuantityForm.tsx';
import { spaDayPackage } from './test-package.ts';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }), redirect: vi.fn() }));
vi.mock('./quantity-change.ts', () => ({ changePackageQuantity: vi.fn(), changeQuantityWithoutScript: vi.fn() }));

const pkg = spaDayPackage({});

type Change = (lang: string, packageId: string, quantity: string) => Promise<CartActionResult>;

function renderForm(changeQuantity: Change) {
  renderWithIntl(
    <ErrorModalProvider messageValues={{ limit: '€500' }}>
      <BasketNoticeProvider>
        <BasketNotice />
        <QuantityForm lang="en" pkg={pkg} changeQuantity={changeQuantity} />
      </BasketNoticeProvider>
    </ErrorModalProvider>,
  );
}

async function setQuantity(user: ReturnType<typeof userEvent.setup>, quantity: string) {
  const field = screen.getByRole('spinbutton', { name: `Quantity – ${pkg.title}` });
  await user.clear(field);
  await user.type(field, quantity);
  await user.click(screen.getByRole('button', { name: `Update – ${pkg.title}` }));
}

beforeEach(() => refresh.mockReset());

describe('QuantityForm', () => {
  it("shows the line's quantity and applies a new one, then refetches the basket", async () => {
    const user = userEvent.setup();
    const changeQuantity = vi.fn<Change>(async () => ({ ok: true }));
    renderForm(changeQuantity);
    expect(screen.getByRole('spinbutton', { name: `Quantity – ${pkg.title}` })).toHaveValue(pkg.quantity);
    await setQuantity(user, '5');
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(changeQuantity).toHaveBeenCalledWith('en', pkg.packageId, '5');
    // Three cards more than the line's two, reported as an addition of three.
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'add_to_cart', ecommerce: expect.objectContaining({ value: 75, items: [expect.objectContaining({ quantity: 3 })] }) }));
  });

  it('shows a refusal (over the basket cap) in the error modal and keeps the basket as it is', async () => {
    const user = userEvent.setup();
    renderForm(async () => ({ ok: false, errors: [{ message: 'The basket would pass its cap.', code: 4013, referencedRequestParameter: 'package.quantity' }] }));
    await setQuantity(user, '99');
    expect(await screen.findByText('Error code 4013')).toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();
  });
});
