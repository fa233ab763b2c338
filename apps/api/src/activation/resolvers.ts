import type { ActivationOrderResult, MutationCreateActivationOrderArgs, QueryActivationOrderArgs } from '@shop/graphql';
import { operation } from '../graphql/operation.ts';
import { readActivationOrder } from './activationView.ts';
import { createActivationOrder } from './createActivationOrder.ts';

export const activationQueries = {
  activationOrder: operation<QueryActivationOrderArgs, ActivationOrderResult>({ order: null }, async (tenant, args, { db }) => ({
    order: await readActivationOrder(db, tenant, args.uuid),
  })),
};

export const activationMutations = {
  createActivationOrder: operation<MutationCreateActivationOrderArgs, ActivationOrderResult>(
    { order: null },
    async (tenant, args, { db, checkout, rateLimits, clientAddress, activation }) => {
      const orderId = await createActivationOrder(db, tenant, args.activation, {
        captcha: checkout.captcha,
        limiter: rateLimits.cardActivation,
        clientAddress,
        settings: activation,
      });
      checkout.wakeJobs();
      return { order: await readActivationOrder(db, tenant, orderId) };
    },
  ),
};
