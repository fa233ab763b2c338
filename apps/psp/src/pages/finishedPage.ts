import type { PaymentRecord } from '../payments/types.ts';
import { resultUrl } from '../payments/view.ts';
import { html } from './html.ts';
import { renderPage, type RenderedPage } from './layout.ts';
import { paymentSummary } from './parts.ts';

const STATUS_WORDS: Record<string, string> = {
  authorised: 'authorised',
  refused: 'refused',
  canceled: 'canceled',
  expired: 'expired',
  refunded: 'refunded',
  partially_refunded: 'partially refunded',
  pending: 'pending',
  requires_action: 'waiting for you',
};

/** A payment that has left the hosted page: nothing more to do here but go back. */
export function finishedPage(payment: PaymentRecord): RenderedPage {
  const status = STATUS_WORDS[payment.status] ?? payment.status;
  const body = html`
<h1>This payment is already ${status}</h1>
${paymentSummary(payment)}
<p>Nothing more needs to be done on this page.</p>
<p><a class="button" href="${resultUrl(payment)}">Return to the shop</a></p>`;
  return renderPage({ title: `Payment ${status}`, body });
}
