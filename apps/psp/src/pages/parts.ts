import { formatMoney } from '../payments/money.ts';
import { TEST_CARDS } from '../payments/outcomes.ts';
import type { PaymentRecord } from '../payments/types.ts';
import { html, type SafeHtml } from './html.ts';

export const amountOf = (payment: PaymentRecord): string => formatMoney(payment.amount, payment.shopperLocale);

/** Who is paid and for what, shown at the top of every hosted page. */
export function paymentSummary(payment: PaymentRecord): SafeHtml {
  return html`<p class="muted">Giftcard Shop · ${payment.description ?? `Order ${payment.reference}`}</p>`;
}

export function testCardsTable(): SafeHtml {
  return html`<table>
  <thead><tr><th scope="col">Card number</th><th scope="col">Brand</th><th scope="col">Result</th></tr></thead>
  <tbody>${TEST_CARDS.map(
    (card) => html`<tr><td><code>${card.display}</code></td><td>${card.brand}</td><td>${card.description}</td></tr>`,
  )}</tbody>
</table>
<p class="hint">Any expiry date in the future and any CVC (4 digits for American Express). Any other valid card number is authorised.</p>`;
}

/** The way back to the shop from a page that asks the shopper for something: the payment is cancelled. */
export function cancelForm(payment: PaymentRecord): SafeHtml {
  return html`<form method="post" action="/pay/${payment.id}">
  <input type="hidden" name="decision" value="cancel">
  <div class="actions"><button type="submit" class="secondary">Cancel and return to the shop</button></div>
</form>`;
}
