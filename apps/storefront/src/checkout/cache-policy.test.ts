import {
  CaptchaChallengeDocument, CheckUserExistDocument, CheckoutAddressSuggestionsDocument, PaymentMethodsDocument, PlaceOrderDocument,
  PlacedOrderDocument, RefreshPaymentDocument, RetryPaymentDocument,
} from '@shop/graphql/operations';
import { describe, expect, it } from 'vitest';
import { cachePolicyFor } from '../data/cache-policy.ts';

describe('checkout operations and the data cache', () => {
  it('never caches an order, a payment, a captcha or the account check', () => {
    for (const document of [
      PaymentMethodsDocument, CaptchaChallengeDocument, CheckUserExistDocument, PlacedOrderDocument, PlaceOrderDocument,
      RetryPaymentDocument, RefreshPaymentDocument,
    ]) {
      expect(cachePolicyFor(document, 70)).toEqual({ kind: 'noStore' });
    }
  });

  it('caches the address suggestions like other catalogue reads', () => {
    expect(cachePolicyFor(CheckoutAddressSuggestionsDocument, 70)).toMatchObject({ kind: 'revalidate' });
  });
});
