import type { PaymentRecord } from '../payments/types.ts';
import { html } from './html.ts';
import { renderPage, type RenderedPage } from './layout.ts';
import { amountOf, cancelForm, paymentSummary } from './parts.ts';

/** How many digits a BLIK code has: the banking app shows a new one every two minutes. */
export const BLIK_CODE_DIGITS = 6;

/** Where the shopper types the code their banking app shows; `error` after a code that is not six digits. */
export function blikCodePage(payment: PaymentRecord, error?: string): RenderedPage {
  const amount = amountOf(payment);
  const body = html`
<h1>Pay ${amount} with BLIK</h1>
${paymentSummary(payment)}
<form method="post" action="/pay/${payment.id}" novalidate>
  <div class="field">
    <label for="code">BLIK code</label>
    <input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="7" required
      aria-invalid="${error ? 'true' : 'false'}" aria-describedby="code-hint${error ? ' code-error' : ''}">
    <p class="hint" id="code-hint">Open your banking app and type the ${BLIK_CODE_DIGITS}-digit code it shows.</p>
    ${error ? html`<p class="error" id="code-error" role="alert">${error}</p>` : ''}
  </div>
  <div class="actions"><button type="submit">Pay ${amount}</button></div>
</form>
${cancelForm(payment)}
<p class="muted">Sandbox: any ${BLIK_CODE_DIGITS} digits are taken; the next page stands in for the banking app.</p>`;
  return renderPage({ title: `Pay ${amount} with BLIK`, body });
}

/** The shopper's banking app asking them to confirm the payment the code started. */
export function blikAppPage(payment: PaymentRecord): RenderedPage {
  const body = html`
<h1>Confirm in your banking app</h1>
<p class="muted">Sandbox banking app · BLIK</p>
${paymentSummary(payment)}
<p>Confirm the payment of <strong>${amountOf(payment)}</strong> to Giftcard Shop Payments B.V.?</p>
<form method="post" action="/pay/${payment.id}/blik">
  <div class="actions">
    <button type="submit" name="answer" value="confirm">Confirm payment</button>
    <button type="submit" name="answer" value="decline" class="danger">Decline</button>
  </div>
</form>`;
  return renderPage({ title: 'Confirm in your banking app', body });
}
