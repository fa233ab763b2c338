import type { ServerResponse } from 'node:http';
import { readForm } from '../http/body.ts';
import { redirect, sendPage } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import type { PaymentService } from '../payments/service.ts';
import type { PaymentRecord } from '../payments/types.ts';
import { messagePage } from '../pages/messagePage.ts';
import { transferPage } from '../pages/transferPage.ts';

const notFoundPage = (res: ServerResponse): void =>
  sendPage(res, 404, messagePage('Transfer not found', 'There is no bank transfer with this id.'));

/** The sandbox's bank-transfer page: instructions, plus the bank's part (money received, or never came). */
export function registerTransferRoutes(router: Router, { service }: { readonly service: PaymentService }): void {
  const findTransfer = (id: string | undefined): PaymentRecord | undefined => {
    const payment = service.find(id ?? '');
    return payment?.transfer ? payment : undefined;
  };

  router.on('GET', '/transfers/:id', ({ res, params }) => {
    const payment = findTransfer(params.id);
    if (!payment?.transfer) return notFoundPage(res);
    sendPage(res, 200, transferPage(payment, payment.transfer));
  });

  router.on('POST', '/transfers/:id/receive', async ({ req, res, params }) => {
    await readForm(req);
    const payment = findTransfer(params.id);
    if (!payment) return notFoundPage(res);
    service.receiveTransfer(payment);
    redirect(res, `/transfers/${payment.id}`);
  });

  router.on('POST', '/transfers/:id/expire', async ({ req, res, params }) => {
    await readForm(req);
    const payment = findTransfer(params.id);
    if (!payment) return notFoundPage(res);
    service.expireTransfer(payment);
    redirect(res, `/transfers/${payment.id}`);
  });
}
