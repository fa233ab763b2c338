import { findGiftCardForCheck, type ShopDatabase } from '@shop/db';
import { API_ERROR_CODES } from '@shop/graphql';
import { formatValidationMessage } from '@shop/i18n';
import { compactCardNumber, giftCardNumberIssue, pinIssue, type ValidationMessage } from '@shop/validation';
import type { Captcha } from '../captcha/captcha.ts';
import { ApiFailure, apiError, invalidInput, timedRefusal } from '../errors.ts';
import type { RateLimits } from '../rateLimit/index.ts';
import type { Tenant } from '../tenancy/tenant.ts';
import { cardStateOf, unspendableCard, type CardState } from './cardState.ts';
import { clearPinAttempts, countPinAttempt, pinMatches, type PinLimits } from './pinGuard.ts';

export interface CardCheckServices {
  readonly db: ShopDatabase;
  readonly captcha: Captcha;
  readonly rateLimits: PinLimits & Pick<RateLimits, 'giftCardCheck'>;
  /** Card number prefixes of every store (`issuedCardPrefixes`): another store's card is recognised as such. */
  readonly knownPrefixes: readonly string[];
}

export interface CardCheckRequest {
  readonly tenant: Tenant;
  readonly cardNumber: string;
  readonly pin: string;
  readonly captchaToken: string;
  /** `clientKey` of the request's address: what the per-client limit counts by. */
  readonly clientKey: string;
}

/** A card whose number and PIN were proven, as its holder may see it. */
export interface CheckedCard {
  readonly id: number;
  readonly kind: 'STANDARD' | 'CHOICE';
  readonly currency: string;
  readonly balanceMinor: number;
  readonly expiresAt: Date;
  readonly state: CardState;
}

export type SpendableCard = CheckedCard & { readonly state: 'ACTIVE' };

function fieldRefusal(tenant: Tenant, parameter: string, message: ValidationMessage): ApiFailure {
  return invalidInput(parameter, formatValidationMessage(tenant.language.locale, message.id, message.values as Record<string, string | number>));
}

/** One answer for a number without a card and for a wrong PIN: the caller cannot tell which it was. */
const UNKNOWN_CARD = apiError(
  API_ERROR_CODES.GIFT_CARD_UNKNOWN,
  "We don't know this combination of card number and PIN. Please check both and try again.",
);

/**
 * Proves that the caller holds a card: its number and PIN, with a captcha solution used once. Every failure is one
 * coded error (thrown as `ApiFailure`), in this order: the number's and PIN's form (the shared rules, nothing
 * counted, the captcha kept for the next try), the client's limit (4011), the captcha (4008), the number's PIN lock
 * (4020: for this client, or for all after guesses from several), then number and PIN together (4014, the same for an unknown number and a wrong PIN, in the same time) and
 * the card's store (4019). The card comes back in whatever state it is; `checkCard` asks for one that can be spent.
 *
 * PIN attempts are counted per number and client in the rate limit store (`countPinAttempt`), never in the caller's
 * transaction, so a rolled-back checkout cannot undo them.
 */
export async function identifyCard(services: CardCheckServices, request: CardCheckRequest): Promise<CheckedCard> {
  const { tenant } = request;
  const cardNumber = compactCardNumber(request.cardNumber);
  const numberIssue = giftCardNumberIssue(cardNumber, services.knownPrefixes);
  if (numberIssue) throw fieldRefusal(tenant, 'cardNumber', numberIssue);
  const pin = request.pin.trim();
  const pinProblem = pinIssue(pin);
  if (pinProblem) throw fieldRefusal(tenant, 'pin', pinProblem);

  const client = await services.rateLimits.giftCardCheck.consume(request.clientKey);
  if (!client.allowed) {
    throw timedRefusal(
      API_ERROR_CODES.RATE_LIMITED,
      (wait) => `Too many gift card checks came from your network. Please try again in ${wait}.`,
      client.retryAfterSeconds,
    );
  }
  if (request.captchaToken.trim() === '' || !(await services.captcha.verify(services.db, request.captchaToken))) {
    throw new ApiFailure(apiError(API_ERROR_CODES.CAPTCHA_FAILED, 'The captcha could not be verified. Please try again.', 'captchaToken'));
  }

  const attempt = { cardNumber, clientKey: request.clientKey };
  const attempts = await countPinAttempt(services.rateLimits, attempt);
  if (!attempts.allowed) {
    throw timedRefusal(
      API_ERROR_CODES.GIFT_CARD_PIN_LOCKED,
      (wait) => `Too many wrong PINs have been entered for this card. PIN entry is locked; please try again in ${wait}.`,
      attempts.retryAfterSeconds,
      'pin',
    );
  }
  const card = await findGiftCardForCheck(services.db, cardNumber);
  if (!(await pinMatches(card?.pinHash ?? null, pin)) || !card) throw new ApiFailure(UNKNOWN_CARD);
  await clearPinAttempts(services.rateLimits, attempt);

  if (card.storeId !== tenant.storeId) {
    throw new ApiFailure(apiError(API_ERROR_CODES.GIFT_CARD_OTHER_STORE, 'This gift card belongs to another store. Please use it in the store where it was bought.', 'cardNumber'));
  }
  return {
    id: card.id,
    kind: card.kind,
    currency: card.currency,
    balanceMinor: card.balanceMinor,
    expiresAt: card.expiresAt,
    state: cardStateOf(card),
  };
}

/** `identifyCard`, for a card that can be spent now: blocked, not activated, expired and empty cards are refused (spec §8). */
export async function checkCard(services: CardCheckServices, request: CardCheckRequest): Promise<SpendableCard> {
  const card = await identifyCard(services, request);
  if (card.state !== 'ACTIVE') throw unspendableCard(card.state);
  return { ...card, state: card.state };
}
