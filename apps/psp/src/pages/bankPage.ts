import type { Issuer } from '../payments/issuers.ts';
import type { PaymentRecord } from '../payments/types.ts';
import { html } from './html.ts';
import { renderPage, type RenderedPage } from './layout.ts';
import { amountOf, paymentSummary } from './parts.ts';

/** The chosen bank's online banking, where the shopper approves the payment order. */
export function bankPage(payment: PaymentRecord, issuer: Issuer): RenderedPage {
  const body = html`
<h1>${issuer.name}</h1>
<p class="muted">Sandbox online banking${issuer.country ? html` · ${issuer.country}` : ''}</p>
${paymentSummary(payment)}
<dl>
  <dt>Amount</dt><dd>${amountOf(payment)}</dd>
  <dt>To</dt><dd>Giftcard Shop Payments B.V.</dd>
  <dt>Reference</dt><dd>${payment.reference}</dd>
</dl>
<form method="post" action="/pay/${payment.id}">
  <div class="actions">
    <button type="submit" name="decision" value="approve">Approve payment</button>
    <button type="submit" name="decision" value="cancel" class="secondary">Cancel payment</button>
  </div>
</form>`;
  return renderPage({ title: issuer.name, body });
}
