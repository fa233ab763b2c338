import { ISSUERS } from '../payments/issuers.ts';
import type { PaymentRecord } from '../payments/types.ts';
import { html } from './html.ts';
import { renderPage, type RenderedPage } from './layout.ts';
import { amountOf, testCardsTable } from './parts.ts';

/** The developer's start page: test data, endpoints, and the transfers waiting for a decision. */
export function homePage(pendingTransfers: readonly PaymentRecord[]): RenderedPage {
  const body = html`
<h1>Sandbox payment service</h1>
<p>A payment service provider for development and tests. Shops create payments over the API; shoppers pay on the
hosted pages; results arrive as signed webhooks.</p>

<h2>Test cards</h2>
${testCardsTable()}

<h2>Banks for bank redirect</h2>
<table>
  <thead><tr><th scope="col">Issuer id</th><th scope="col">Bank</th><th scope="col">Country</th></tr></thead>
  <tbody>${ISSUERS.map((issuer) => html`<tr><td><code>${issuer.id}</code></td><td>${issuer.name}</td><td>${issuer.country ?? 'all'}</td></tr>`)}</tbody>
</table>

<h2>Bank transfers waiting for money</h2>
${
  pendingTransfers.length === 0
    ? html`<p>None.</p>`
    : html`<ul>${pendingTransfers.map(
        (payment) =>
          html`<li><a href="/transfers/${payment.id}">${amountOf(payment)} · reference ${payment.transfer?.reference ?? ''}</a> (${payment.reference})</li>`,
      )}</ul>`
}

<h2>API</h2>
<ul>
  <li><code>POST /v1/payments</code>, <code>GET /v1/payments/:id</code>, <code>POST /v1/payments/:id/cancel</code>,
    <code>POST /v1/payments/:id/refunds</code>, <code>GET /v1/issuers?method=bank_redirect</code></li>
  <li><code>GET /v1/test/events?paymentId=</code>, <code>POST /v1/test/webhooks/:eventId/resend</code></li>
  <li><a href="/healthz">Health check</a></li>
</ul>`;
  return renderPage({ title: 'Sandbox payment service', body, wide: true });
}
