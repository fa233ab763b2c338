import { ActivationOrderDocument, type ActivationOrderFieldsFragment } from '@shop/graphql/operations';
import { isUuid } from '@shop/validation';
import { serverQuery } from '../../data/server.ts';

export type ActivationOrderView = ActivationOrderFieldsFragment;

/** The activation order a page's `?order=` names, or null for a missing, malformed or unknown uuid (never cached). */
export async function loadActivationOrder(lang: string, uuid: string | null): Promise<ActivationOrderView | null> {
  if (!uuid || !isUuid(uuid)) return null;
  const { activationOrder } = await serverQuery(lang, ActivationOrderDocument, { uuid });
  return activationOrder.order ?? null;
}
