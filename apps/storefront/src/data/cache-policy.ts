import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';

/** Catalogue content changes rarely and is the same for every visitor: cached and revalidated. */
export const CATALOGUE_REVALIDATE_SECONDS = 300;

/** Root fields whose answers are shared by every visitor of a store (never carts, orders or accounts). */
const CATALOGUE_FIELDS = new Set([
  'products', 'product', 'productNeighbours', 'pageByPath', 'storeData', 'menuCategories', 'blocksQueue', 'search_v1',
  'popularSearchData', 'locationsInBoundingBox', 'getLocationAddressSuggestions', 'taxonomyTerms', 'contentPages', 'giftCardNumberPrefixes', 'nextDoublerDraw',
]);

export type FetchCachePolicy =
  | { readonly kind: 'noStore' }
  | { readonly kind: 'revalidate'; readonly seconds: number; readonly tags: readonly string[] };

function operationOf(document: DocumentNode): OperationDefinitionNode | undefined {
  return document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
}

export function operationName(document: DocumentNode): string {
  return operationOf(document)?.name?.value ?? 'anonymous operation';
}

/**
 * Queries that only read catalogue fields are cached (tagged by store and field, so a content change can revalidate
 * them); mutations and anything touching a cart, order or account always go to the API.
 */
export function cachePolicyFor(document: DocumentNode, storeId: number): FetchCachePolicy {
  const operation = operationOf(document);
  if (!operation || operation.operation !== 'query') return { kind: 'noStore' };
  const fields = operation.selectionSet.selections.flatMap((selection) => (selection.kind === Kind.FIELD ? [selection.name.value] : [null]));
  if (fields.length === 0 || fields.some((field) => field === null || !CATALOGUE_FIELDS.has(field))) return { kind: 'noStore' };
  return {
    kind: 'revalidate',
    seconds: CATALOGUE_REVALIDATE_SECONDS,
    tags: [`store:${storeId}`, ...fields.map((field) => `store:${storeId}:${field}`)],
  };
}
