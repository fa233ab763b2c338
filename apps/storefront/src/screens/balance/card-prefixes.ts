import { GiftCardNumberPrefixesDocument } from '@shop/graphql/operations';
import { serverQuery } from '../../data/server.ts';

/** The card number prefixes of every store, from the API (a cached catalogue read): what the balance form accepts. */
export async function cardNumberPrefixes(lang: string): Promise<readonly string[]> {
  return (await serverQuery(lang, GiftCardNumberPrefixesDocument, {})).giftCardNumberPrefixes.prefixes;
}
