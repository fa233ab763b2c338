// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PackageDraft } from '@shop/validation';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartActionResult } from '../../cart/action-result.ts';
import { CART_CHANGED_EVENT } from '../../chrome/basket/cart-events.ts';
import { ErrorModalProvider } from '../../chrome/error-modal/ErrorModalProvider.tsx';
import { renderWithIntl } from '../../chrome/test-support/render.tsx';
import { ProductForm, type ProductFormProps } from './ProductForm.tsx';

vi.mock('../../cart/actions.ts', () => ({ addPackageToCart: vi.fn() }));
vi.mock('./add-without-script.ts', () => ({ addPackageWithoutScript: vi.fn() }));

const extra = (id: string, title: string, price: number) => ({ id, title, price, image: { src: `https://api.test/images/extras/${id}.svg`, alt: title } });

const baseProps: Omit<ProductFormProps, 'addToCart'> = {
  lang: 'en',
  locale: 'en-IE',
  currency: 'EUR',
  storeCountry: 'IE',
  product: { id: '7', title: 'Spa day', path: '/cadeaukaarten/spa-day/' },
  rules: {
    DIGITAL: { id: '71', fixedValues: [2500, 5000], customAmount: { minimum: 1000, maximum: 15000, wholeNumbersOnly: true }, inStock: true },
    PHYSICAL: { id: '72', fixedValues: [2500, 5000], customAmount: null, inStock: true },
  },
  extras: {
    wrappers: [extra('1', 'Red ribbon envelope', 295)],
    digitalWrappers: [extra('2', 'Birthday animation', 0)],
    giftPackings: [extra('3', 'Gift box', 395)],
    personalMessage: extra('4', 'Personal message', 0),
  },
  cartHref: '/cart/',
};

function renderForm(addToCart: (lang: string, draft: PackageDraft) => Promise<CartActionResult>) {
  return renderWithIntl(
    <ErrorModalProvider messageValues={{ limit: '€500' }}>
      <ProductForm {...baseProps} addToCart={addToCart} />
    </ErrorModalProvider>,
  );
}

const cartChanged = vi.fn();

beforeEach(() => {
  cartChanged.mockReset();
  window.addEventListener(CART_CHANGED_EVENT, cartChanged);
  window.dataLayer = [];
  return () => window.removeEventListener(CART_CHANGED_EVENT, cartChanged);
});

describe('ProductForm', () => {
  it('swaps the wrapper choices and offers gift packing when switching from digital to physical', async () => {
    const user = userEvent.setup();
    renderForm(vi.fn());
    const digitalWrappers = screen.getByRole('group', { name: 'Digital wrapper' });
    expect(within(digitalWrappers).getByRole('radio', { name: 'Birthday animation' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Gift packing' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Physical/ }));

    expect(screen.queryByRole('group', { name: 'Digital wrapper' })).not.toBeInTheDocument();
    const wrappers = screen.getByRole('group', { name: 'Gift wrapper' });
    expect(within(wrappers).getByRole('radio', { name: 'Red ribbon envelope (+€2.95 EUR)' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Gift box (+€3.95 EUR)' }));
    expect(screen.getByRole('img', { name: 'Preview of Gift box' })).toHaveAttribute('width', '160');
  });

  it('counts down the characters left in the personal message and rejects emoji', async () => {
    const user = userEvent.setup();
    const addToCart = vi.fn<(lang: string, draft: PackageDraft) => Promise<CartActionResult>>();
    renderForm(addToCart);
    await user.click(screen.getByRole('checkbox', { name: 'Add a personal message' }));
    const message = screen.getByRole('textbox', { name: 'Personal message' });
    await user.type(message, 'Hello');
    expect(screen.getByText('154 characters left')).toBeInTheDocument();

    await user.type(message, ' 🎉');
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(await screen.findByText('Emojis are not allowed')).toBeInTheDocument();
    expect(addToCart).not.toHaveBeenCalled();
  });

  it('says how many characters too many a message over the limit has, never a negative count left', async () => {
    const user = userEvent.setup();
    const addToCart = vi.fn<(lang: string, draft: PackageDraft) => Promise<CartActionResult>>();
    renderForm(addToCart);
    await user.click(screen.getByRole('checkbox', { name: 'Add a personal message' }));
    const message = screen.getByRole('textbox', { name: 'Personal message' });
    await user.click(message);
    await user.paste('W'.repeat(200));
    expect(screen.getByText('41 characters too many')).toBeInTheDocument();
    expect(screen.queryByText(/-\d+ characters? left/)).not.toBeInTheDocument();
    expect(message).toHaveAccessibleDescription(expect.stringContaining('41 characters too many'));
    await user.keyboard('{Backspace}'.repeat(40));
    expect(screen.getByText('1 character too many')).toBeInTheDocument();
    await user.keyboard('{Backspace}');
    expect(screen.getByText('0 characters left')).toBeInTheDocument();
  });

  it('shows the spec message for an amount out of range', async () => {
    const user = userEvent.setup();
    renderForm(vi.fn());
    await user.click(screen.getByRole('radio', { name: 'Other amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Your amount (EUR)' }), '5');
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(await screen.findByText('The minimum is €10.00 EUR')).toBeInTheDocument();
  });

  it('disables the button while the package is being added, then confirms with a link to the basket', async () => {
    const user = userEvent.setup();
    let finish: (result: CartActionResult) => void = () => undefined;
    const addToCart = vi.fn(() => new Promise<CartActionResult>((resolve) => (finish = resolve)));
    renderForm(addToCart);

    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    await waitFor(() => expect(addToCart).toHaveBeenCalledTimes(1));
    const busy = screen.getByRole('button', { name: /Adding to your basket/ });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    expect(addToCart).toHaveBeenCalledTimes(1);
    expect(addToCart).toHaveBeenCalledWith('en', {
      variationId: '71', amount: 2500, quantity: 1, wrapperVariationId: null, giftPackingVariationId: null, personalMessage: null,
    });

    await act(async () => finish({ ok: true }));
    expect(await screen.findByText('Added to your basket.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View basket' })).toHaveAttribute('href', '/cart/');
    expect(cartChanged).toHaveBeenCalledTimes(1);
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'add_to_cart' }));
  });

  it('promises a card that always goes by registered post no letterbox delivery, but a handover against a signature', async () => {
    const wine = { ...baseProps, rules: { PHYSICAL: { id: '81', fixedValues: [3500], customAmount: null, inStock: true } } };
    const { unmount } = renderWithIntl(
      <ErrorModalProvider messageValues={{ limit: '€500' }}>
        <ProductForm {...wine} addToCart={vi.fn()} />
      </ErrorModalProvider>,
    );
    const promise = screen.getByRole('list', { name: 'Delivery' });
    expect(within(promise).getByText(/letterbox/i)).toBeInTheDocument();
    unmount();

    renderWithIntl(
      <ErrorModalProvider messageValues={{ limit: '€500' }}>
        <ProductForm {...wine} registeredShipping addToCart={vi.fn()} />
      </ErrorModalProvider>,
    );
    const registered = screen.getByRole('list', { name: 'Delivery' });
    expect(within(registered).getByText('Sent by registered post and handed over against a signature')).toBeInTheDocument();
    expect(within(registered).queryByText(/letterbox/i)).not.toBeInTheDocument();
  });

  it('shows the API refusal in the error modal', async () => {
    const user = userEvent.setup();
    renderForm(async () => ({
      ok: false,
      errors: [{ message: 'Out of stock', code: 2031, referencedRequestParameter: null }],
    }));
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Not possible to continue with this gift card because currently it is out the stock.')).toBeInTheDocument();
    expect(within(dialog).getByText('Error code 2031')).toBeInTheDocument();
  });
});
