import { Client, fetchExchange, type AnyVariables, type OperationResult } from '@urql/core';
import type { TypedDocumentNode, UserDataInput } from '@shop/graphql/operations';
import { cache } from 'react';
import { currentBrand } from '../brand/current-brand.ts';
import { shopApiUrl } from './api-url.ts';
import { cachePolicyFor, operationName } from './cache-policy.ts';
import { ApiUnavailableError, toApiError } from './errors.ts';
import { tenantHeaders, withUserData, type CallerVariables } from './tenant.ts';

export { ApiRequestError, ApiUnavailableError, type ApiErrorShape } from './errors.ts';

/** One client per request and language: React's `cache` scopes it to the server render that asked for it. */
const clientFor = cache(
  (lang: string, url: string) =>
    new Client({
      url,
      exchanges: [fetchExchange],
      requestPolicy: 'network-only',
      fetchOptions: { headers: tenantHeaders(lang) },
    }),
);

type NextFetchOptions = RequestInit & { next?: { revalidate?: number | false; tags?: string[] } };

/**
 * How a query is sent, besides its variables: with a caller's headers, or with a say on the data cache. One or the
 * other, each required in its form, so that a bare header record cannot pass for options (and be dropped).
 */
export type ServerQueryOptions =
  | {
      /** Sent along with the tenant headers (the session of account queries, `sessionHeaders()`). */
      readonly headers: Readonly<Record<string, string>>;
      readonly dataCache?: never;
    }
  | {
      /**
       * `skip`: the answer is not kept in Next's data cache even when the query reads catalogue fields only. For a page
       * rendered per request whose data nobody is likely to ask for again (a listing under a filter of several terms):
       * each such answer would otherwise be a file on disk, as many as there are combinations of terms. Never on a route
       * that is cached, which would then be rendered per request.
       */
      readonly dataCache: 'shared' | 'skip';
      readonly headers?: never;
    };

function fetchOptionsFor(lang: string, document: TypedDocumentNode<unknown, AnyVariables>, options: ServerQueryOptions | undefined): NextFetchOptions {
  const callerHeaders = options?.headers ?? {};
  const headers = { ...callerHeaders, ...tenantHeaders(lang) };
  const policy = cachePolicyFor(document, currentBrand.storeId);
  // A caller's headers (a session) make the answer personal: never shared through the data cache.
  if (policy.kind === 'noStore' || options?.dataCache === 'skip' || Object.keys(callerHeaders).length > 0) return { headers, cache: 'no-store' };
  return { headers, next: { revalidate: policy.seconds, tags: [...policy.tags] } };
}

function dataOf<Data>(document: TypedDocumentNode<unknown, AnyVariables>, result: OperationResult<Data>): Data {
  const name = operationName(document);
  if (result.error) throw toApiError(name, result.error);
  if (result.data === undefined || result.data === null) {
    throw new ApiUnavailableError(name, new Error('the API answered without data'));
  }
  return result.data;
}

/**
 * Runs a query for a server component. `variables` are the operation's variables without `userData`, which is
 * added from the brand and `lang`. Catalogue queries are served from Next's data cache and revalidated (unless
 * `options.dataCache` says otherwise); cart, order and account queries always reach the API. Result `errors` fields
 * come back as data; an unreachable API throws `ApiUnavailableError`, a refused request `ApiRequestError`.
 */
export async function serverQuery<Data, Variables extends { userData: UserDataInput }>(
  lang: string,
  document: TypedDocumentNode<Data, Variables>,
  variables: CallerVariables<Variables>,
  options?: ServerQueryOptions,
): Promise<Data> {
  const generic = document as TypedDocumentNode<unknown, AnyVariables>;
  const result = await clientFor(lang, shopApiUrl())
    .query(document, withUserData<Variables>(lang, variables), { fetchOptions: fetchOptionsFor(lang, generic, options) })
    .toPromise();
  return dataOf(generic, result);
}

/**
 * Runs a mutation from a server action or route handler (never cached); same contract as `serverQuery`. `headers`
 * go along with the tenant headers (the visitor's address for calls the API limits per client).
 */
export async function serverMutation<Data, Variables extends { userData: UserDataInput }>(
  lang: string,
  document: TypedDocumentNode<Data, Variables>,
  variables: CallerVariables<Variables>,
  headers: Readonly<Record<string, string>> = {},
): Promise<Data> {
  const generic = document as TypedDocumentNode<unknown, AnyVariables>;
  const fetchOptions = { headers: { ...headers, ...tenantHeaders(lang) }, cache: 'no-store' as const };
  const result = await clientFor(lang, shopApiUrl())
    .mutation(document, withUserData<Variables>(lang, variables), { fetchOptions })
    .toPromise();
  return dataOf(generic, result);
}
