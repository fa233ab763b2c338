import { defineJobs } from '../jobs/index.ts';
import type { FulfilmentContext } from './context.ts';
import { brandOf } from './context.ts';
import { fulfilmentPayloads } from './kinds.ts';
import { issueGiftCards } from './issueGiftCards.ts';
import { sendGiftCardEmail } from './sendGiftCardEmail.ts';
import { sendOrderConfirmation } from './sendOrderConfirmation.ts';
import { sendTransferInstructions } from './sendTransferInstructions.ts';

/** The handlers of the fulfilment job kinds; spread into the worker's registry. */
export function fulfilmentJobs(context: FulfilmentContext) {
  return defineJobs({
    'issue-gift-cards': {
      payload: fulfilmentPayloads['issue-gift-cards'],
      async handler({ storeId, orderId }, { db, logger }) {
        const { issued } = await issueGiftCards(db, brandOf(context, storeId), orderId);
        logger.info(`order ${orderId}: ${issued} gift cards issued`);
      },
    },
    'send-gift-card-email': {
      payload: fulfilmentPayloads['send-gift-card-email'],
      async handler({ storeId, packageId }, { db, logger }) {
        const sent = await sendGiftCardEmail(db, context, storeId, packageId);
        logger.info(`package ${packageId}: ${sent} gift cards e-mailed`);
      },
    },
    'send-order-confirmation': {
      payload: fulfilmentPayloads['send-order-confirmation'],
      async handler({ storeId, orderId }, { db }) {
        await sendOrderConfirmation(db, context, storeId, orderId);
      },
    },
    'send-transfer-instructions': {
      payload: fulfilmentPayloads['send-transfer-instructions'],
      async handler({ storeId, orderId, paymentId }, { db }) {
        await sendTransferInstructions(db, context, storeId, orderId, paymentId);
      },
    },
  });
}
