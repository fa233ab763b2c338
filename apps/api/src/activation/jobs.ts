import { defineJobs } from '../jobs/index.ts';
import type { FulfilmentContext } from '../fulfilment/context.ts';
import { activateChoiceCard } from './activateChoiceCard.ts';
import { activationPayloads } from './kinds.ts';
import { sendActivationEmail } from './sendActivationEmail.ts';

/** The handlers of the activation job kinds; spread into the worker's registry. */
export function activationJobs(context: FulfilmentContext) {
  return defineJobs({
    'activate-choice-card': {
      payload: activationPayloads['activate-choice-card'],
      async handler({ storeId, activationOrderId }, { db, logger }) {
        const outcome = await activateChoiceCard(db, storeId, activationOrderId);
        logger.info(`activation order ${activationOrderId}: ${outcome}`);
      },
    },
    'send-activation-email': {
      payload: activationPayloads['send-activation-email'],
      async handler({ storeId, activationOrderId }, { db }) {
        await sendActivationEmail(db, context, storeId, activationOrderId);
      },
    },
  });
}
