'use client';

import {
  UrqlProvider, cacheExchange, createClient, fetchExchange, ssrExchange, useMutation, useQuery,
  type OperationContext, type UseMutationResponse, type UseQueryArgs, type UseQueryResponse,
} from '@urql/next';
import type { TypedDocumentNode, UserDataInput } from '@shop/graphql/operations';
import { createContext, createElement, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { CallerVariables, TenantHeaders, TenantUserData } from './tenant.ts';

/** Same-origin endpoint the browser talks to; it forwards to the API (app/api/graphql/route.ts). */
export const BROWSER_GRAPHQL_PATH = '/api/graphql';

const TenantContext = createContext<TenantUserData | null>(null);

function useTenantUserData(): TenantUserData {
  const userData = useContext(TenantContext);
  if (userData === null) throw new Error('useTenantQuery and useTenantMutation need the <DataProvider> of the layout');
  return userData;
}

export interface DataProviderProps {
  /** The page's tenant context, computed on the server (so the brand config never ships to the browser). */
  readonly userData: TenantUserData;
  readonly headers: TenantHeaders;
  /** Where client components rendered on the server fetch from (the API itself); the browser uses the same-origin route. */
  readonly serverApiUrl: string;
  readonly children?: ReactNode;
}

/** urql for client components; results fetched during server rendering are handed to the browser, not fetched again. */
export function DataProvider({ userData, headers, serverApiUrl, children }: DataProviderProps) {
  const [{ client, ssr }] = useState(() => {
    const isServer = typeof window === 'undefined';
    const ssr = ssrExchange({ isClient: !isServer });
    const client = createClient({
      url: isServer ? serverApiUrl : BROWSER_GRAPHQL_PATH,
      exchanges: [cacheExchange, ssr, fetchExchange],
      fetchOptions: { headers: { ...headers } },
      // The same-origin route forwards POST bodies only.
      preferGetMethod: false,
      suspense: true,
    });
    return { client, ssr };
  });
  return createElement(TenantContext.Provider, { value: userData }, createElement(UrqlProvider, { client, ssr }, children));
}

export interface TenantQueryOptions {
  readonly pause?: boolean;
  readonly requestPolicy?: OperationContext['requestPolicy'];
}

/**
 * A query from a client component, with userData injected. It suspends while loading: wrap the component in a
 * `<Suspense>` whose fallback has the final size, so nothing shifts.
 */
export function useTenantQuery<Data, Variables extends { userData: UserDataInput }>(
  document: TypedDocumentNode<Data, Variables>,
  variables: CallerVariables<Variables>,
  options: TenantQueryOptions = {},
): UseQueryResponse<Data, Variables> {
  const userData = useTenantUserData();
  const args = {
    query: document,
    variables: { ...variables, userData } as unknown as Variables,
    ...options,
  } as UseQueryArgs<Variables, Data>;
  return useQuery<Data, Variables>(args) as UseQueryResponse<Data, Variables>;
}

type ExecuteMutation<Data, Variables extends { userData: UserDataInput }> = (
  variables: CallerVariables<Variables>,
) => ReturnType<UseMutationResponse<Data, Variables>[1]>;

/** A mutation from a client component; `execute` takes the variables without userData. */
export function useTenantMutation<Data, Variables extends { userData: UserDataInput }>(
  document: TypedDocumentNode<Data, Variables>,
): [UseMutationResponse<Data, Variables>[0], ExecuteMutation<Data, Variables>] {
  const userData = useTenantUserData();
  const [state, execute] = useMutation<Data, Variables>(document);
  const run = useCallback<ExecuteMutation<Data, Variables>>(
    (variables) => execute({ ...variables, userData } as unknown as Variables),
    [execute, userData],
  );
  return useMemo(() => [state, run], [state, run]);
}
