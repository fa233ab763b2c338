import type { CardErrors, CardField } from '../card/validateCard.ts';
import type { PaymentRecord } from '../payments/types.ts';
import { BRAND_SCRIPT } from './brandScript.ts';
import { html, type SafeHtml } from './html.ts';
import { renderPage, type RenderedPage } from './layout.ts';
import { amountOf, cancelForm, paymentSummary, testCardsTable } from './parts.ts';

/** What the shopper typed, echoed back after an error. Card number and CVC are never echoed. */
export interface CardFormValues {
  readonly holderName: string;
  readonly expiryMonth: string;
  readonly expiryYear: string;
}

const FIELD_ORDER: readonly { field: CardField; target: string }[] = [
  { field: 'holderName', target: 'holderName' },
  { field: 'number', target: 'number' },
  { field: 'expiry', target: 'expiryMonth' },
  { field: 'cvc', target: 'cvc' },
];

function errorText(errors: CardErrors, field: CardField): SafeHtml {
  const message = errors[field];
  return message ? html`<p class="error" id="${field}-error">${message}</p>` : html``;
}

function describedBy(errors: CardErrors, field: CardField, ...hints: string[]): SafeHtml {
  const ids = [...hints, ...(errors[field] ? [`${field}-error`] : [])].join(' ');
  return ids ? html` aria-describedby="${ids}"` : html``;
}

const invalid = (errors: CardErrors, field: CardField): string => (errors[field] ? 'true' : 'false');

export function cardPage(payment: PaymentRecord, errors: CardErrors = {}, values?: CardFormValues): RenderedPage {
  const amount = amountOf(payment);
  const problems = FIELD_ORDER.filter(({ field }) => errors[field]);
  const body = html`
<h1>Pay ${amount}</h1>
${paymentSummary(payment)}
${
  problems.length > 0
    ? html`<div class="error-summary" role="alert" aria-labelledby="error-summary-title">
  <h2 id="error-summary-title">Please check your card details</h2>
  <ul>${problems.map(({ field, target }) => html`<li><a href="#${target}">${errors[field]}</a></li>`)}</ul>
</div>`
    : ''
}
<form method="post" action="/pay/${payment.id}" novalidate>
  <div class="field">
    <label for="holderName">Cardholder name</label>
    <input id="holderName" name="holderName" type="text" autocomplete="cc-name" maxlength="100" required
      value="${values?.holderName ?? ''}" aria-invalid="${invalid(errors, 'holderName')}"${describedBy(errors, 'holderName')}>
    ${errorText(errors, 'holderName')}
  </div>
  <div class="field">
    <label for="number">Card number</label>
    <input id="number" name="number" type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23" required
      aria-invalid="${invalid(errors, 'number')}"${describedBy(errors, 'number', 'number-brand')}>
    <p class="hint brand" id="number-brand" aria-live="polite"></p>
    ${errorText(errors, 'number')}
  </div>
  <fieldset>
    <legend>Expiry date</legend>
    <div class="row">
      <div>
        <label for="expiryMonth">Month (MM)</label>
        <input id="expiryMonth" name="expiryMonth" type="text" inputmode="numeric" autocomplete="cc-exp-month" maxlength="2" required
          value="${values?.expiryMonth ?? ''}" aria-invalid="${invalid(errors, 'expiry')}"${describedBy(errors, 'expiry')}>
      </div>
      <div>
        <label for="expiryYear">Year (YYYY)</label>
        <input id="expiryYear" name="expiryYear" type="text" inputmode="numeric" autocomplete="cc-exp-year" maxlength="4" required
          value="${values?.expiryYear ?? ''}" aria-invalid="${invalid(errors, 'expiry')}"${describedBy(errors, 'expiry')}>
      </div>
    </div>
    ${errorText(errors, 'expiry')}
  </fieldset>
  <div class="field">
    <label for="cvc">Security code (CVC)</label>
    <input id="cvc" name="cvc" type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required
      aria-invalid="${invalid(errors, 'cvc')}"${describedBy(errors, 'cvc', 'cvc-hint')}>
    <p class="hint" id="cvc-hint">3 digits on the back of the card; 4 digits on the front for American Express.</p>
    ${errorText(errors, 'cvc')}
  </div>
  <div class="actions"><button type="submit">Pay ${amount}</button></div>
</form>
${cancelForm(payment)}
<details>
  <summary>Test cards</summary>
  ${testCardsTable()}
</details>`;
  return renderPage({ title: `Pay ${amount}`, body, scripts: [BRAND_SCRIPT] });
}
