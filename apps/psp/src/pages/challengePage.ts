import { brandName } from '../card/brand.ts';
import type { CardSummary, PaymentRecord } from '../payments/types.ts';
import { html } from './html.ts';
import { renderPage, type RenderedPage } from './layout.ts';
import { amountOf, paymentSummary } from './parts.ts';

/** The issuer's 3-D Secure challenge, reduced to the two answers a test needs. */
export function challengePage(payment: PaymentRecord, card: CardSummary): RenderedPage {
  const body = html`
<h1>Confirm your payment</h1>
<p class="muted">3-D Secure · ${brandName(card.brand)} card ending in ${card.last4}</p>
${paymentSummary(payment)}
<p>Your bank asks you to confirm a payment of <strong>${amountOf(payment)}</strong>.</p>
<form method="post" action="/pay/${payment.id}/3ds">
  <div class="actions">
    <button type="submit" name="result" value="complete">Complete authentication</button>
    <button type="submit" name="result" value="fail" class="danger">Fail authentication</button>
  </div>
</form>`;
  return renderPage({ title: '3-D Secure', body });
}
