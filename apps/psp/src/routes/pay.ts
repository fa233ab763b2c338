import type { ServerResponse } from 'node:http';
import { validateCardForm } from '../card/validateCard.ts';
import { readForm } from '../http/body.ts';
import { redirect, sendPage } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { findIssuer } from '../payments/issuers.ts';
import type { PaymentService } from '../payments/service.ts';
import type { PaymentRecord } from '../payments/types.ts';
import { resultUrl } from '../payments/view.ts';
import { bankPage } from '../pages/bankPage.ts';
import { BLIK_CODE_DIGITS, blikAppPage, blikCodePage } from '../pages/blikPage.ts';
import { cardPage } from '../pages/cardPage.ts';
import { challengePage } from '../pages/challengePage.ts';
import { finishedPage } from '../pages/finishedPage.ts';
import { messagePage } from '../pages/messagePage.ts';
import { walletPage } from '../pages/walletPage.ts';

export interface PayDependencies {
  readonly service: PaymentService;
  readonly now: () => Date;
}

/** A BLIK code as the banking app shows it, once the spaces the shopper may type ("123 456") are taken out. */
const BLIK_CODE = new RegExp(`^\\d{${BLIK_CODE_DIGITS}}$`);

const notFoundPage = (res: ServerResponse): void =>
  sendPage(res, 404, messagePage('Payment not found', 'This payment link is not valid. Please return to the shop and try again.'));

/** After the outcome is decided, the shopper goes back to the shop with the result in the query. */
const backToShop = (res: ServerResponse, payment: PaymentRecord): void => redirect(res, resultUrl(payment));

function showOpenPayment(res: ServerResponse, payment: PaymentRecord): void {
  if (payment.transfer && payment.status === 'pending') return redirect(res, `/transfers/${payment.id}`);
  if (payment.status !== 'requires_action') return sendPage(res, 200, finishedPage(payment));
  if (payment.method === 'card') return sendPage(res, 200, cardPage(payment));
  if (payment.method === 'wallet') return sendPage(res, 200, walletPage(payment));
  if (payment.method === 'blik') return payment.blikAwaitingApp ? redirect(res, `/pay/${payment.id}/blik`) : sendPage(res, 200, blikCodePage(payment));
  const issuer = payment.issuer ? findIssuer(payment.issuer) : undefined;
  if (payment.method === 'bank_redirect' && issuer) return sendPage(res, 200, bankPage(payment, issuer));
  return sendPage(res, 200, finishedPage(payment));
}

/** The hosted payment pages the shopper is redirected to (`action.url`). */
export function registerPayRoutes(router: Router, { service, now }: PayDependencies): void {
  router.on('GET', '/pay/:id', ({ res, params }) => {
    const payment = service.find(params.id ?? '');
    if (!payment) return notFoundPage(res);
    showOpenPayment(res, payment);
  });

  router.on('POST', '/pay/:id', async ({ req, res, params }) => {
    const form = await readForm(req);
    const payment = service.find(params.id ?? '');
    if (!payment) return notFoundPage(res);
    // A second submit of a page whose outcome is already applied changes nothing.
    if (payment.status !== 'requires_action') return sendPage(res, 409, finishedPage(payment));

    const decision = form.get('decision');
    if (decision === 'cancel') {
      service.shopperCancel(payment);
      return backToShop(res, payment);
    }
    if (payment.method === 'card') {
      const input = {
        holderName: form.get('holderName') ?? '',
        number: form.get('number') ?? '',
        expiryMonth: form.get('expiryMonth') ?? '',
        expiryYear: form.get('expiryYear') ?? '',
        cvc: form.get('cvc') ?? '',
      };
      const validation = validateCardForm(input, now());
      if (!validation.ok) {
        const values = { holderName: input.holderName, expiryMonth: input.expiryMonth, expiryYear: input.expiryYear };
        return sendPage(res, 422, cardPage(payment, validation.errors, values));
      }
      const submitted = service.submitCard(payment, validation.card);
      if (submitted === 'challenge') return redirect(res, `/pay/${payment.id}/3ds`);
      return backToShop(res, payment);
    }
    if (payment.method === 'blik') {
      if (payment.blikAwaitingApp) return redirect(res, `/pay/${payment.id}/blik`);
      const code = (form.get('code') ?? '').replace(/\s/g, '');
      if (!BLIK_CODE.test(code)) {
        return sendPage(res, 422, blikCodePage(payment, `Enter the ${BLIK_CODE_DIGITS}-digit code your banking app shows.`));
      }
      service.takeBlikCode(payment);
      return redirect(res, `/pay/${payment.id}/blik`);
    }
    if (decision === 'approve' && service.approve(payment)) return backToShop(res, payment);
    sendPage(res, 400, messagePage('Unknown choice', 'Please use the buttons on the payment page.'));
  });

  router.on('GET', '/pay/:id/blik', ({ res, params }) => {
    const payment = service.find(params.id ?? '');
    if (!payment) return notFoundPage(res);
    if (payment.status !== 'requires_action') return sendPage(res, 200, finishedPage(payment));
    if (!payment.blikAwaitingApp) return redirect(res, `/pay/${payment.id}`);
    sendPage(res, 200, blikAppPage(payment));
  });

  router.on('POST', '/pay/:id/blik', async ({ req, res, params }) => {
    const form = await readForm(req);
    const payment = service.find(params.id ?? '');
    if (!payment) return notFoundPage(res);
    if (payment.status !== 'requires_action') return sendPage(res, 409, finishedPage(payment));
    if (!payment.blikAwaitingApp) return redirect(res, `/pay/${payment.id}`);
    const answer = form.get('answer');
    if (answer !== 'confirm' && answer !== 'decline') {
      return sendPage(res, 400, messagePage('Unknown choice', 'Please use the buttons of the banking app page.'));
    }
    service.answerInBlikApp(payment, answer === 'confirm');
    backToShop(res, payment);
  });

  router.on('GET', '/pay/:id/3ds', ({ res, params }) => {
    const payment = service.find(params.id ?? '');
    if (!payment) return notFoundPage(res);
    if (payment.status !== 'requires_action') return sendPage(res, 200, finishedPage(payment));
    if (!payment.challenge) return redirect(res, `/pay/${payment.id}`);
    sendPage(res, 200, challengePage(payment, payment.challenge));
  });

  router.on('POST', '/pay/:id/3ds', async ({ req, res, params }) => {
    const form = await readForm(req);
    const payment = service.find(params.id ?? '');
    if (!payment) return notFoundPage(res);
    if (payment.status !== 'requires_action') return sendPage(res, 409, finishedPage(payment));
    if (!payment.challenge) return redirect(res, `/pay/${payment.id}`);
    const result = form.get('result');
    if (result !== 'complete' && result !== 'fail') {
      return sendPage(res, 400, messagePage('Unknown choice', 'Please use the buttons on the authentication page.'));
    }
    service.completeChallenge(payment, result === 'complete');
    backToShop(res, payment);
  });
}
