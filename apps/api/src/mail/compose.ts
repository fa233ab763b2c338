import { createElement } from 'react';
import { CardActivationEmail, cardActivationSubject, type CardActivationEmailProps } from './templates/CardActivationEmail.tsx';
import { GiftCardEmail, giftCardSubject, type GiftCardEmailProps } from './templates/GiftCardEmail.tsx';
import {
  OrderConfirmationEmail,
  orderConfirmationSubject,
  type OrderConfirmationEmailProps,
} from './templates/OrderConfirmationEmail.tsx';
import {
  TransferInstructionsEmail,
  transferInstructionsSubject,
  type TransferInstructionsEmailProps,
} from './templates/TransferInstructionsEmail.tsx';
import { PasswordResetEmail, passwordResetSubject, type PasswordResetEmailProps } from './templates/PasswordResetEmail.tsx';
import {
  QuoteConfirmationEmail, quoteConfirmationSubject, QuoteDeskEmail, quoteDeskSubject, type QuoteRequestEmailProps,
} from './templates/QuoteRequestEmails.tsx';
import { DoublerWinnerEmail, doublerWinnerSubject, type DoublerWinnerEmailProps } from './templates/DoublerWinnerEmail.tsx';
import {
  DoublerEntryEmail, doublerEntrySubject, DoublerResultEmail, doublerResultSubject, type DoublerEntryEmailProps, type DoublerResultEmailProps,
} from './templates/DoublerEntrantEmails.tsx';
import { renderMail } from './render.ts';

export interface ComposedMail {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

export async function composeGiftCardMail(props: GiftCardEmailProps): Promise<ComposedMail> {
  return { subject: giftCardSubject(props), ...(await renderMail(createElement(GiftCardEmail, props))) };
}

export async function composeOrderConfirmationMail(props: OrderConfirmationEmailProps): Promise<ComposedMail> {
  return { subject: orderConfirmationSubject(props), ...(await renderMail(createElement(OrderConfirmationEmail, props))) };
}

export async function composeTransferInstructionsMail(props: TransferInstructionsEmailProps): Promise<ComposedMail> {
  return { subject: transferInstructionsSubject(props), ...(await renderMail(createElement(TransferInstructionsEmail, props))) };
}

export async function composeCardActivationMail(props: CardActivationEmailProps): Promise<ComposedMail> {
  return { subject: cardActivationSubject(props), ...(await renderMail(createElement(CardActivationEmail, props))) };
}

export async function composePasswordResetMail(props: PasswordResetEmailProps): Promise<ComposedMail> {
  return { subject: passwordResetSubject(props), ...(await renderMail(createElement(PasswordResetEmail, props))) };
}

export async function composeQuoteConfirmationMail(props: QuoteRequestEmailProps): Promise<ComposedMail> {
  return { subject: quoteConfirmationSubject(props), ...(await renderMail(createElement(QuoteConfirmationEmail, props))) };
}

export async function composeQuoteDeskMail(props: QuoteRequestEmailProps): Promise<ComposedMail> {
  return { subject: quoteDeskSubject(props), ...(await renderMail(createElement(QuoteDeskEmail, props))) };
}

export async function composeDoublerWinnerMail(props: DoublerWinnerEmailProps): Promise<ComposedMail> {
  return { subject: doublerWinnerSubject(props), ...(await renderMail(createElement(DoublerWinnerEmail, props))) };
}

export async function composeDoublerEntryMail(props: DoublerEntryEmailProps): Promise<ComposedMail> {
  return { subject: doublerEntrySubject(props), ...(await renderMail(createElement(DoublerEntryEmail, props))) };
}

export async function composeDoublerResultMail(props: DoublerResultEmailProps): Promise<ComposedMail> {
  return { subject: doublerResultSubject(props), ...(await renderMail(createElement(DoublerResultEmail, props))) };
}
