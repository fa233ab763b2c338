export { createPspServer, DEFAULTS, type PspServer, type PspServerOptions } from './server.ts';
export {
  signWebhook,
  verifyWebhookSignature,
  DEFAULT_TOLERANCE_SECONDS,
  type VerifyWebhookSignatureInput,
  type WebhookSignatureCheck,
} from './webhooks/signature.ts';
export { detectBrand, CARD_BRANDS, type CardBrand } from './card/brand.ts';
export { passesLuhn } from './card/luhn.ts';
export { TEST_CARDS, type TestCard } from './payments/outcomes.ts';
export { ISSUERS, type Issuer } from './payments/issuers.ts';
export type {
  EventType,
  Money,
  PaymentAction,
  PaymentMethod,
  PaymentStatus,
  PaymentView as Payment,
  RefundView as Refund,
  RefusalCode,
} from './payments/types.ts';
