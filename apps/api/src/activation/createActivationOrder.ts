import { findLiveActivationOrder, insertActivationOrder, lockCardForActivation, type ShopDatabase } from '@shop/db';
import { API_ERROR_CODES, type ApiErrorCode } from '@shop/graphql';
import { formatValidationMessage, messagesFor } from '@shop/i18n';
import { amountIssue, compactCardNumber, emailIssue, giftCardNumberIssue, sameEmail } from '@shop/validation';
import type { Captcha } from '../captcha/captcha.ts';
import { ApiFailure, apiError, invalidInput, timedRefusal, type UntimedErrorCode } from '../errors.ts';
import { enqueueJob } from '../jobs/index.ts';
import { clientKey, type RateLimiter } from '../rateLimit/index.ts';
import type { Tenant } from '../tenancy/tenant.ts';
import type { ActivationSettings } from './policy.ts';

/** What the holder typed (`ActivationInput`). */
export interface ActivationRequest {
  readonly cardNumber: string;
  readonly amount: number;
  readonly email: string;
  readonly captchaToken: string;
}

export interface ActivationServices {
  readonly captcha: Captcha;
  /** Activation requests per client address: with the captcha, what keeps a script from guessing numbers. */
  readonly limiter: RateLimiter;
  readonly clientAddress: string;
  readonly settings: ActivationSettings;
}

const PARAMETER = {
  cardNumber: 'activation.cardNumber',
  amount: 'activation.amount',
  email: 'activation.email',
  captchaToken: 'activation.captchaToken',
} as const;

/** The error's text in the request's language (errors.json). */
function codeText(tenant: Tenant, code: ApiErrorCode): string {
  return (messagesFor(tenant.language.locale) as Readonly<Record<string, string>>)[`errors.code.${code}`] ?? 'The card could not be activated.';
}

/** A coded refusal whose message is the error's text in the request's language. */
function refusal(tenant: Tenant, code: UntimedErrorCode, parameter: string | null = null): ApiFailure {
  return new ApiFailure(apiError(code, codeText(tenant, code), parameter));
}

async function admit(tenant: Tenant, services: ActivationServices): Promise<void> {
  const decision = await services.limiter.consume(clientKey(services.clientAddress));
  // The translated text asks for "a few minutes" without a number; the exact wait is the answer's `retryAfterSeconds`.
  if (!decision.allowed) throw timedRefusal(API_ERROR_CODES.RATE_LIMITED, () => codeText(tenant, API_ERROR_CODES.RATE_LIMITED), decision.retryAfterSeconds);
}

/** The holder's input judged with the form's own rules; the card number comes back as its 19 digits. */
function checkInput(tenant: Tenant, request: ActivationRequest): { readonly number: string; readonly email: string } {
  const locale = tenant.language.locale;
  const numberIssue = giftCardNumberIssue(request.cardNumber, [tenant.brand.giftCards.numberPrefix]);
  if (numberIssue?.id === 'validation.cardNumber.unknown') throw refusal(tenant, API_ERROR_CODES.ACTIVATION_PREFIX_NOT_ALLOWED, PARAMETER.cardNumber);
  if (numberIssue) throw invalidInput(PARAMETER.cardNumber, formatValidationMessage(locale, numberIssue.id, numberIssue.values));
  const amount = amountIssue(request.amount);
  if (amount) throw invalidInput(PARAMETER.amount, formatValidationMessage(locale, amount.id, amount.values));
  const email = request.email.trim();
  if (emailIssue(email)) throw refusal(tenant, API_ERROR_CODES.ACTIVATION_INVALID_EMAIL, PARAMETER.email);
  if (request.captchaToken.trim() === '') throw refusal(tenant, API_ERROR_CODES.CAPTCHA_FAILED, PARAMETER.captchaToken);
  return { number: compactCardNumber(request.cardNumber), email };
}

/**
 * Spec §8 "create activation order": judges the request and records an activation order with the job that will carry
 * it out, in one transaction; answers with the order's id. Every reason a card cannot be activated here (no such
 * card in this store, another amount, not a choice card, active, blocked, expired, asked for by someone else) is the
 * same 4100, so the answer never tells which numbers exist. The same holder asking again gets the first order.
 */
export async function createActivationOrder(db: ShopDatabase, tenant: Tenant, request: ActivationRequest, services: ActivationServices): Promise<string> {
  // The form's rules first: a typing mistake tells nothing about any card, so it does not use up one of the address's
  // requests (nor, below, a solved captcha).
  const { number, email } = checkInput(tenant, request);
  await admit(tenant, services);
  // Judged after the input, so a typing mistake does not cost the holder a solved captcha.
  if (!(await services.captcha.verify(db, request.captchaToken))) throw refusal(tenant, API_ERROR_CODES.CAPTCHA_FAILED, PARAMETER.captchaToken);

  const failed = refusal(tenant, API_ERROR_CODES.ACTIVATION_FAILED);
  return db.transaction(async (tx) => {
    const card = await lockCardForActivation(tx, tenant.storeId, number);
    if (!card || card.kind !== 'CHOICE' || card.expired || card.initialValueMinor !== request.amount) throw failed;
    const live = await findLiveActivationOrder(tx, tenant.storeId, card.id);
    if (live) {
      if (sameEmail(live.email, email)) return live.id;
      throw failed;
    }
    if (card.status !== 'NOT_ACTIVATED') throw failed;
    const order = await insertActivationOrder(tx, {
      storeId: tenant.storeId,
      cardId: card.id,
      language: tenant.language.code,
      email,
      amountMinor: request.amount,
      currency: card.currency,
      delayMinutes: services.settings.delayMinutes,
    });
    await enqueueJob(tx, {
      kind: 'activate-choice-card',
      payload: { storeId: tenant.storeId, activationOrderId: order.id },
      dedupeKey: `activate-choice-card:${order.id}`,
      runAt: order.activateAfter,
    });
    return order.id;
  });
}
