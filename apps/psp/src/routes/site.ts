import { sendJson, sendPage } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import type { PaymentService } from '../payments/service.ts';
import type { PaymentStore } from '../payments/store.ts';
import { homePage } from '../pages/homePage.ts';

export function registerSiteRoutes(router: Router, { service, store }: { readonly service: PaymentService; readonly store: PaymentStore }): void {
  router.on('GET', '/', ({ res }) => {
    // find() first: it expires transfers whose time ran out.
    const pending = [...store.payments.keys()].flatMap((id) => {
      const payment = service.find(id);
      return payment?.status === 'pending' && payment.transfer ? [payment] : [];
    });
    sendPage(res, 200, homePage(pending.reverse()));
  });

  router.on('GET', '/healthz', ({ res }) => sendJson(res, 200, { status: 'ok' }));
}
