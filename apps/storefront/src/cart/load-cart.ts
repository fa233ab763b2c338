import { CartDocument, type CartQuery } from '@shop/graphql/operations';
import { cookies } from 'next/headers';
import { sessionHeaders } from '../account/session.ts';
import { serverQuery } from '../data/server.ts';
import { readCartUuid } from './cookie.ts';

export type CartOrder = NonNullable<CartQuery['cartV2']['order']>;

/** The visitor's basket: nothing in it yet, or the order with at least one package. */
export type LoadedCart = { readonly kind: 'empty' } | { readonly kind: 'filled'; readonly order: CartOrder };

/**
 * Reads the cart named by the visitor's cookie, with their session (an account's basket is read only with it); a cart
 * the API no longer knows is an empty basket.
 */
export async function loadCart(lang: string): Promise<LoadedCart> {
  const orderUuid = readCartUuid(await cookies());
  if (!orderUuid) return { kind: 'empty' };
  const data = await serverQuery(lang, CartDocument, { orderUuid }, { headers: await sessionHeaders() });
  const order = data.cartV2.order;
  if (!order || order.packagesGroups.length === 0) return { kind: 'empty' };
  return { kind: 'filled', order };
}
