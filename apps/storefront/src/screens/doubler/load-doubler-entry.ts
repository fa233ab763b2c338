import { DoublerEntryDocument, type DoublerEntryFieldsFragment } from '@shop/graphql/operations';
import { isUuid } from '@shop/validation';
import { cache } from 'react';
import { serverQuery } from '../../data/server.ts';

/**
 * The entry a thank-you page's `?entry=` names, or null for a missing, malformed or unknown uuid (never cached). Asked
 * once per request: the page's title and its body both depend on it.
 */
export const loadDoublerEntry = cache(async (lang: string, uuid: string | null): Promise<DoublerEntryFieldsFragment | null> => {
  if (!uuid || !isUuid(uuid)) return null;
  const { doublerEntry } = await serverQuery(lang, DoublerEntryDocument, { uuid });
  return doublerEntry.entry ?? null;
});
