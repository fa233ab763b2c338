/**
 * What the shop needs from a payment service provider. The sandbox in apps/psp is reached over HTTP through
 * `createSandboxProvider`; a real provider (Adyen, Stripe…) is another implementation chosen by config.
 * Card numbers never pass through this interface: shoppers type them on the provider's own page.
 */
export type ProviderMethod = 'card' | 'wallet' | 'bank_redirect' | 'bank_transfer' | 'invoice' | 'blik';

export type ProviderStatus = 'requires_action' | 'pending' | 'authorised' | 'refused' | 'canceled' | 'expired' | 'refunded';

export type RefusalCode = 'refused' | 'too_many_attempts';

export interface ProviderMoney {
  readonly currency: string;
  readonly value: number;
}

export interface TransferInstructions {
  readonly iban: string;
  readonly bic: string;
  readonly beneficiary: string;
  readonly reference: string;
  readonly amount: ProviderMoney;
  readonly expiresAt: string;
}

export type ProviderAction =
  | { readonly kind: 'REDIRECT'; readonly url: string }
  | { readonly kind: 'TRANSFER'; readonly transfer: TransferInstructions };

export interface ProviderPayment {
  /** The provider's id of the payment. */
  readonly id: string;
  /** Our payment id, given as the reference when the payment was created. */
  readonly reference: string;
  readonly status: ProviderStatus;
  /** What the provider holds the payment to be for: checked against ours before an order counts as paid. */
  readonly amount: ProviderMoney;
  readonly refusalCode: RefusalCode | null;
  readonly action: ProviderAction | null;
}

export interface CreatePaymentRequest {
  /** The same key always answers with the same provider payment. */
  readonly idempotencyKey: string;
  readonly reference: string;
  readonly amount: ProviderMoney;
  readonly method: ProviderMethod;
  readonly issuer: string | null;
  readonly returnUrl: string;
  readonly shopperEmail: string;
  readonly shopperLocale: string;
  readonly description: string;
}

export interface ProviderIssuer {
  readonly id: string;
  readonly name: string;
}

export interface WebhookEvent {
  readonly id: string;
  readonly type: string;
  readonly payment: ProviderPayment;
}

export type WebhookVerdict =
  | { readonly ok: true; readonly event: WebhookEvent }
  | { readonly ok: false; readonly reason: 'signature' | 'stale' | 'malformed' };

export interface PaymentProvider {
  createPayment(request: CreatePaymentRequest): Promise<ProviderPayment>;
  getPayment(providerId: string): Promise<ProviderPayment>;
  cancelPayment(providerId: string): Promise<void>;
  refund(providerId: string, amount: ProviderMoney, idempotencyKey: string): Promise<void>;
  issuers(country: string): Promise<readonly ProviderIssuer[]>;
  /** Checks a webhook's signature and age (constant-time) and reads its event. */
  verifyWebhook(rawBody: string, headers: Headers, now?: Date): WebhookVerdict;
}

/** The provider could not be reached or answered with a server error: nothing was decided. */
export class ProviderUnavailableError extends Error {}

/** The provider refused the request itself (bad input, reused key): a defect on our side, not the shopper's. */
export class ProviderRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
  }
}
