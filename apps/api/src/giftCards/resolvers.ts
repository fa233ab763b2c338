import type {
  GiftCardBalanceResult,
  GiftCardPaymentsResult,
  MutationAddGiftCardPaymentArgs,
  MutationRemoveGiftCardPaymentArgs,
  QueryGiftCardPaymentsArgs,
  GiftCardNumberPrefixesResult,
  MutationGiftCardBalanceArgs,
  QueryGiftCardNumberPrefixesArgs,
} from '@shop/graphql';
import { sessionAccount } from '../accounts/session.ts';
import type { ApiContext } from '../graphql/context.ts';
import { operation } from '../graphql/operation.ts';
import { clientKey } from '../rateLimit/index.ts';
import { identifyCard, type CardCheckServices } from './cardCheck.ts';
import { addCardPayment, readCardPayments, removeCardPayment } from './cardPayments.ts';
import { issuedCardPrefixes } from './prefixes.ts';

export function cardCheckServices({ db, checkout, rateLimits, brands }: ApiContext): CardCheckServices {
  return { db, captcha: checkout.captcha, rateLimits, knownPrefixes: issuedCardPrefixes(brands) };
}

export const giftCardQueries = {
  giftCardNumberPrefixes: operation<QueryGiftCardNumberPrefixesArgs, GiftCardNumberPrefixesResult>({ prefixes: [] }, async (_tenant, _args, { brands }) => ({
    prefixes: issuedCardPrefixes(brands),
  })),
  giftCardPayments: operation<QueryGiftCardPaymentsArgs, GiftCardPaymentsResult>({ payments: null }, async (tenant, args, { db, request }) => ({
    payments: await readCardPayments(db, tenant, args.orderUuid, await sessionAccount(db, tenant, request)),
  })),
};

export const giftCardMutations = {
  giftCardBalance: operation<MutationGiftCardBalanceArgs, GiftCardBalanceResult>({ card: null }, async (tenant, args, context) => {
    const card = await identifyCard(cardCheckServices(context), {
      tenant,
      cardNumber: args.cardNumber,
      pin: args.pin,
      captchaToken: args.captchaToken,
      clientKey: clientKey(context.clientAddress),
    });
    return {
      card: {
        balance: { currency: card.currency, value: card.balanceMinor },
        expiresAt: card.expiresAt.toISOString(),
        state: card.state,
        choiceCard: card.kind === 'CHOICE',
      },
    };
  }),
  addGiftCardPayment: operation<MutationAddGiftCardPaymentArgs, GiftCardPaymentsResult>({ payments: null }, async (tenant, args, context) => ({
    payments: await addCardPayment(cardCheckServices(context), {
      tenant,
      orderUuid: args.orderUuid,
      caller: await sessionAccount(context.db, tenant, context.request),
      cardNumber: args.cardNumber,
      pin: args.pin,
      captchaToken: args.captchaToken,
      clientKey: clientKey(context.clientAddress),
    }),
  })),
  removeGiftCardPayment: operation<MutationRemoveGiftCardPaymentArgs, GiftCardPaymentsResult>({ payments: null }, async (tenant, args, { db, request }) => ({
    payments: await removeCardPayment(db, tenant, args.orderUuid, await sessionAccount(db, tenant, request), args.cardId),
  })),
};
