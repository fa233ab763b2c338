import type { PaymentRecord, TransferDetails } from '../payments/types.ts';
import { resultUrl } from '../payments/view.ts';
import { html } from './html.ts';
import { renderPage, type RenderedPage } from './layout.ts';
import { amountOf, paymentSummary } from './parts.ts';

const STATE_TEXT: Record<string, string> = {
  pending: 'Waiting for the transfer',
  authorised: 'Received: the payment is authorised',
  expired: 'Expired: no transfer arrived in time',
  canceled: 'Canceled by the shop',
  refunded: 'Received and refunded',
  partially_refunded: 'Received and partly refunded',
};

const groupsOfFour = (text: string): string => text.replace(/(.{4})(?=.)/g, '$1 ');

function formatDeadline(iso: string): string {
  return new Intl.DateTimeFormat('en-IE', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)) + ' UTC';
}

/** The sandbox's view of a bank transfer (or an invoice, paid by one): the instructions, and buttons that play the bank's part. */
export function transferPage(payment: PaymentRecord, transfer: TransferDetails): RenderedPage {
  const open = payment.status === 'pending';
  const title = payment.method === 'invoice' ? 'Invoice payment' : 'Bank transfer';
  const body = html`
<h1>${title}</h1>
${paymentSummary(payment)}
<p>Status: <span class="status">${STATE_TEXT[payment.status] ?? payment.status}</span></p>
<h2>Transfer instructions</h2>
<dl>
  <dt>Amount</dt><dd>${amountOf(payment)}</dd>
  <dt>Beneficiary</dt><dd>${transfer.beneficiary}</dd>
  <dt>IBAN</dt><dd>${groupsOfFour(transfer.iban)}</dd>
  <dt>BIC</dt><dd>${transfer.bic}</dd>
  <dt>Payment reference</dt><dd>${groupsOfFour(transfer.reference)}</dd>
  <dt>Pay before</dt><dd>${formatDeadline(transfer.expiresAt)}</dd>
</dl>
${
  open
    ? html`<h2>Sandbox controls</h2>
<p>Play the bank: report the transfer as received, or let the payment expire now.</p>
<div class="actions">
  <form method="post" action="/transfers/${payment.id}/receive"><button type="submit">Mark as received</button></form>
  <form method="post" action="/transfers/${payment.id}/expire"><button type="submit" class="danger">Let it expire</button></form>
</div>`
    : html`<p>This transfer is closed; nothing more can change here.</p>`
}
<p><a href="${resultUrl(payment)}">Go to the shop's order page</a></p>`;
  return renderPage({ title, body });
}
