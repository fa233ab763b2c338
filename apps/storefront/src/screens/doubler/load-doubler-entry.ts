import { DoublerEntryDocument, type DoublerEntryFieldsFragment } from '@shop/graphql/operations';
import { serverQuery } from '../../data/server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The entry a thank-you page's `?entry=` names, or null for a missing, malformed or unknown uuid (never cached). */
export async function loadDoublerEntry(lang: string, uuid: string | null): Promise<DoublerEntryFieldsFragment | null> {
  if (!uuid || !UUID.test(uuid)) return null;
  const { doublerEntry } = await serverQuery(lang, DoublerEntryDocument, { uuid });
  return doublerEntry.entry ?? null;
}
