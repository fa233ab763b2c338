import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addGiftCardPayment, removeGiftCardPayment } from '../checkout/gift-card-payments.ts';
import { popularSearchAction, searchAction } from '../chrome/search/actions.ts';
import { requestActivation } from '../screens/activation/actions.ts';
import { chooseNewPassword, identify, logIn, register, requestPasswordReset } from '../screens/auth/actions.ts';
import { IDLE } from '../screens/auth/auth-model.ts';
import { checkBalance } from '../screens/balance/actions.ts';
import { loadListingPage } from '../screens/catalogue/load-more.ts';
import type { ListingSource } from '../screens/catalogue/listing-source.ts';

const mocks = vi.hoisted(() => ({ serverMutation: vi.fn(), serverQuery: vi.fn() }));
vi.mock('./server.ts', () => ({ serverMutation: mocks.serverMutation, serverQuery: mocks.serverQuery }));
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => ({ value: '0b6f1c1e-6d7a-4f57-9a51-6a7d3c2b1a00' }), set: () => undefined, delete: () => undefined }),
  headers: async () => new Headers(),
}));

/** Server actions take whatever a caller posts: these are not the form data, source or language the pages send. */
const NOT_FORMS: unknown[] = [null, undefined, 'cardNumber=1', 42, {}, { get: 'x' }, ['email']];
const hostile = <T,>(value: unknown) => value as T;

beforeEach(() => {
  mocks.serverMutation.mockReset();
  mocks.serverQuery.mockReset();
});

describe('a form action called without a form', () => {
  it('refuses the request instead of failing on form.get, and asks the API nothing', async () => {
    for (const form of NOT_FORMS) {
      const notForm = hostile<FormData>(form);
      await expect(identify('en', IDLE, notForm)).resolves.toMatchObject({ status: 'refused' });
      await expect(logIn('en', 'checkout', IDLE, notForm)).resolves.toMatchObject({ status: 'refused' });
      await expect(register('en', IDLE, notForm)).resolves.toMatchObject({ status: 'refused' });
      await expect(requestPasswordReset('en', IDLE, notForm)).resolves.toMatchObject({ status: 'refused' });
      await expect(chooseNewPassword('en', IDLE, notForm)).resolves.toMatchObject({ status: 'refused' });
      await expect(checkBalance('en', hostile(IDLE), notForm)).resolves.toMatchObject({ status: 'refused', formError: { id: 'errors.generic' } });
      await expect(requestActivation('en', hostile(IDLE), notForm)).resolves.toMatchObject({ status: 'refused', formError: { id: 'errors.generic' } });
      await expect(addGiftCardPayment('en', hostile(IDLE), notForm)).resolves.toMatchObject({ refusal: { status: 'refused' }, payments: null });
    }
    expect(mocks.serverMutation).not.toHaveBeenCalled();
    expect(mocks.serverQuery).not.toHaveBeenCalled();
  });
});

describe('"Load more" with a source the pages never send', () => {
  it('fails quietly, asking the API nothing for a source that is not one', async () => {
    for (const source of [null, undefined, 'catalogue', 7]) {
      await expect(loadListingPage('en', hostile<ListingSource>(source), 2)).resolves.toEqual({ kind: 'failed' });
    }
    expect(mocks.serverQuery).not.toHaveBeenCalled();
    for (const filterQuery of [null, 'x', 7]) {
      await expect(loadListingPage('en', hostile<ListingSource>({ kind: 'catalogue', filterQuery }), 2)).resolves.toEqual({ kind: 'failed' });
    }
  });
});

describe('taking a gift card out of the payment with a card id that is not text', () => {
  it("refuses it with the generic message, where the API's refusal of a list came back as the form's message", async () => {
    mocks.serverMutation.mockRejectedValue(new Error('the API was asked'));
    for (const cardId of [['1'], [1], { toString: () => '1' }]) {
      await expect(removeGiftCardPayment('en', hostile<string>(cardId))).resolves.toEqual({
        refusal: { status: 'refused', cardNumber: '', fieldErrors: {}, formError: { id: 'errors.generic' } },
        payments: null,
      });
    }
    expect(mocks.serverMutation).not.toHaveBeenCalled();
  });
});

describe('"Load more" of a content page with a page id that is not text', () => {
  it('fails quietly, asking the API nothing', async () => {
    await expect(loadListingPage('en', hostile<ListingSource>({ kind: 'page', pageKind: 'category', pageId: ['12'] }), 2)).resolves.toEqual({ kind: 'failed' });
    expect(mocks.serverQuery).not.toHaveBeenCalled();
  });
});

describe('the search box actions with a language the store does not offer', () => {
  it('find nothing instead of failing', async () => {
    await expect(searchAction('xx', 'spa')).resolves.toEqual({ count: 0, groups: [] });
    await expect(searchAction(hostile({ code: 'en' }), 'spa')).resolves.toEqual({ count: 0, groups: [] });
    await expect(searchAction('en', hostile(null))).resolves.toEqual({ count: 0, groups: [] });
    await expect(popularSearchAction(hostile(['en']))).resolves.toBeNull();
    expect(mocks.serverQuery).not.toHaveBeenCalled();
  });
});
