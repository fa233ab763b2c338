import { ActivationOrderDocument, type ActivationOrderFieldsFragment } from '@shop/graphql/operations';
import { serverQuery } from '../../data/server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ActivationOrderView = ActivationOrderFieldsFragment;

/** The activation order a page's `?order=` names, or null for a missing, malformed or unknown uuid (never cached). */
export async function loadActivationOrder(lang: string, uuid: string | null): Promise<ActivationOrderView | null> {
  if (!uuid || !UUID.test(uuid)) return null;
  const { activationOrder } = await serverQuery(lang, ActivationOrderDocument, { uuid });
  return activationOrder.order ?? null;
}
