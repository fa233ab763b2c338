'use server';

import { ReorderDocument } from '@shop/graphql/operations';
import { cookies } from 'next/headers';
import { z } from 'zod';
import { UUID_PATTERN } from '@shop/validation';
import { writeCartUuid } from '../cart/cookie.ts';
import { ApiRequestError, ApiUnavailableError, serverMutation, type ApiErrorShape } from '../data/server.ts';
import { storeLanguage } from '../routing/languages.ts';
import { basketPackages } from '../screens/cart/basket-model.ts';
import { isSignedOut, signedOutPath } from './access.ts';
import { SESSION_HEADER, sessionHeaders } from './session.ts';
import type { ReorderOutcome } from './reorder-model.ts';

const UUID = z.string().regex(UUID_PATTERN);
const UNKNOWN_FAILURE: ApiErrorShape = { code: -1, message: 'The shop could not complete the request.', referencedRequestParameter: null };

/**
 * Puts a past order's packages into the account's basket at today's prices and makes it this browser's basket. The
 * answer names the products no longer sold, whose packages were left out.
 */
export async function reorderOrder(lang: string, orderUuid: unknown): Promise<ReorderOutcome> {
  const uuid = UUID.safeParse(orderUuid);
  if (typeof lang !== 'string' || storeLanguage(lang) === null || !uuid.success) {
    return { kind: 'refused', errors: [{ code: 4000, message: 'The request was not valid.', referencedRequestParameter: null }] };
  }
  const session = await sessionHeaders();
  if (!session[SESSION_HEADER]) return { kind: 'signedOut', location: signedOutPath(lang, 'reorder') };
  try {
    const { reorder } = await serverMutation(lang, ReorderDocument, { orderUuid: uuid.data }, session);
    if (isSignedOut(reorder.errors)) return { kind: 'signedOut', location: signedOutPath(lang, 'reorder') };
    if (reorder.errors.length > 0 || !reorder.order) return { kind: 'refused', errors: reorder.errors.length > 0 ? reorder.errors : [UNKNOWN_FAILURE] };
    writeCartUuid(await cookies(), reorder.order.uuid);
    return {
      kind: 'added',
      basket: basketPackages(reorder.order).map((pkg) => ({ id: pkg.packageId, title: pkg.productTitle, quantity: pkg.quantity, total: pkg.total })),
      total: reorder.order.totals.grandTotal,
      unavailable: reorder.unavailableProducts.map((product) => product.title),
    };
  } catch (error) {
    if (error instanceof ApiRequestError) {
      return isSignedOut(error.errors) ? { kind: 'signedOut', location: signedOutPath(lang, 'reorder') } : { kind: 'refused', errors: error.errors };
    }
    if (error instanceof ApiUnavailableError) return { kind: 'refused', errors: [UNKNOWN_FAILURE] };
    throw error;
  }
}
