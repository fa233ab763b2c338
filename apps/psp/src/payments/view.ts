import type { PaymentAction, PaymentRecord, PaymentView } from './types.ts';

const REDIRECT_METHODS = new Set(['card', 'wallet', 'bank_redirect', 'blik']);

function action(payment: PaymentRecord, origin: string): PaymentAction | null {
  if (payment.status === 'requires_action' && REDIRECT_METHODS.has(payment.method)) {
    return { type: 'redirect', url: `${origin}/pay/${payment.id}` };
  }
  if (payment.status === 'pending' && payment.transfer) {
    return { type: 'transfer', ...payment.transfer, amount: payment.amount, url: `${origin}/transfers/${payment.id}` };
  }
  return null;
}

/** The payment as the API and webhooks show it: what the shopper still has to do is in `action`. */
export function toPaymentView(payment: PaymentRecord, origin: string): PaymentView {
  return {
    id: payment.id,
    reference: payment.reference,
    status: payment.status,
    amount: payment.amount,
    method: payment.method,
    ...(payment.issuer ? { issuer: payment.issuer } : {}),
    ...(payment.card ? { card: payment.card } : {}),
    ...(payment.refusalCode ? { refusalCode: payment.refusalCode } : {}),
    ...(payment.refusalReason ? { refusalReason: payment.refusalReason } : {}),
    refundedAmount: { currency: payment.amount.currency, value: payment.refundedValue },
    createdAt: payment.createdAt,
    updatedAt: payment.updatedAt,
    action: action(payment, origin),
  };
}

/** Where the shopper goes back to: the shop's returnUrl with the outcome appended, its own query kept. */
export function resultUrl(payment: PaymentRecord): string {
  const url = new URL(payment.returnUrl);
  url.searchParams.set('pspPayment', payment.id);
  url.searchParams.set('resultCode', payment.status);
  return url.href;
}
