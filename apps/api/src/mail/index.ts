export { createMailer, senderFor, MailDeliveryError, type Mailer, type MailMessage } from './mailer.ts';
export { groupCardNumber, mailFormat, type MailFormat } from './format.ts';
export { mailText, type MailMessageId, type MailText } from './messages.ts';
export {
  composeCardActivationMail,
  composeDoublerEntryMail,
  composeDoublerResultMail,
  composeDoublerWinnerMail,
  composeGiftCardMail,
  composeOrderConfirmationMail,
  composeTransferInstructionsMail,
  composePasswordResetMail,
  composeQuoteConfirmationMail,
  composeQuoteDeskMail,
  type ComposedMail,
} from './compose.ts';
export type { MailBrand, MailSetting } from './templates/MailLayout.tsx';
export type { ActivatedCardForMail, CardActivationEmailProps } from './templates/CardActivationEmail.tsx';
export type { GiftCardEmailProps, GiftCardForMail } from './templates/GiftCardEmail.tsx';
export type {
  OrderConfirmationEmailProps,
  OrderTotalsForMail,
  PackageForMail,
  PaymentMethodForMail,
  ShipmentForMail,
} from './templates/OrderConfirmationEmail.tsx';
export type { TransferForMail, TransferInstructionsEmailProps } from './templates/TransferInstructionsEmail.tsx';
export type { PasswordResetEmailProps } from './templates/PasswordResetEmail.tsx';
export type { QuoteRequestEmailProps, QuoteRequestForMail } from './templates/QuoteRequestEmails.tsx';
export type { DoublerWinnerEmailProps } from './templates/DoublerWinnerEmail.tsx';
export type { DoublerEntryEmailProps, DoublerResultEmailProps } from './templates/DoublerEntrantEmails.tsx';
