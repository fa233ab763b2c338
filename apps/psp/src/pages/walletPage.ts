import type { PaymentRecord } from '../payments/types.ts';
import { html } from './html.ts';
import { renderPage, type RenderedPage } from './layout.ts';
import { amountOf, paymentSummary } from './parts.ts';

export function walletPage(payment: PaymentRecord): RenderedPage {
  const amount = amountOf(payment);
  const body = html`
<h1>Sandbox Wallet</h1>
<p>Signed in as <strong>${payment.shopperEmail ?? 'sandbox.shopper@example.com'}</strong></p>
${paymentSummary(payment)}
<p>Pay <strong>${amount}</strong> with your wallet balance.</p>
<form method="post" action="/pay/${payment.id}">
  <div class="actions">
    <button type="submit" name="decision" value="approve">Pay ${amount}</button>
    <button type="submit" name="decision" value="cancel" class="secondary">Cancel</button>
  </div>
</form>`;
  return renderPage({ title: 'Sandbox Wallet', body });
}
