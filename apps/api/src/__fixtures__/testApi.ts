import type { TypedDocumentNode } from '@shop/graphql/operations';
import { loadBrand } from '@shop/brand-config/node';
import { seed, seedStoreFromBrand, type DatabaseConnection } from '@shop/db';
import { createTestDatabase } from '@shop/db/testing';
import { print } from 'graphql';
import { createApiServer, type ApiServerOptions } from '../http/server.ts';
import { sqlClientFor, type SqlClient } from './sql.ts';
import type { TenantBrand } from '../tenancy/brands.ts';
import { tenantFromBrandConfig } from '../tenancy/fromBrandConfig.ts';

export const IE: { language: string; storeID: number; countryCode: string } = { language: 'en', storeID: 70, countryCode: 'IE' };

export interface TestApi {
  readonly url: string;
  readonly database: DatabaseConnection;
  readonly brands: readonly TenantBrand[];
  readonly sql: SqlClient;
  readonly nlUserData: { language: string; storeID: number; countryCode: string };
  gql<Result, Variables>(
    document: TypedDocumentNode<Result, Variables>,
    variables: Variables,
    headers?: Record<string, string>,
  ): Promise<Result>;
  post(body: string, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

/**
 * A real API over HTTP on a fresh database (PGlite in memory, or a throwaway database on the
 * server named by DATABASE_URL) seeded with GCSIE (store 70) and GCSNL, or the brands named in `brandCodes`
 * (the second of which is `nlUserData`'s store).
 */
export async function startTestApi(
  options: Partial<Omit<ApiServerOptions, 'database' | 'brands'>> & { readonly port?: number; readonly brandCodes?: readonly string[] } = {},
): Promise<TestApi> {
  const { brandCodes = ['GCSIE', 'GCSNL'], ...apiOptions } = options;
  const configs = brandCodes.map((code) => loadBrand(code));
  const database = await createTestDatabase();
  await seed(database.db, { stores: configs.map(seedStoreFromBrand) });
  const brands = configs.map(tenantFromBrandConfig);
  const { port = 0, ...serverOptions } = apiOptions;
  const api = createApiServer({ database, brands, ...serverOptions });
  const { url } = await api.listen(port);
  const nl = configs[1];
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  const connection = database;
  return {
    url,
    database: connection,
    brands,
    sql: sqlClientFor(connection),
    nlUserData: { language: nl?.languages[0]?.code ?? 'nl', storeID: nl?.storeId ?? 0, countryCode: nl?.country ?? 'NL' },
    async gql(document, variables, headers) {
      const response = await post(JSON.stringify({ query: print(document), variables }), headers);
      const body = (await response.json()) as { data?: unknown; errors?: unknown };
      if (body.errors || !body.data) throw new Error(`GraphQL request failed: ${JSON.stringify(body.errors)}`);
      return body.data as never;
    },
    post,
    async close() {
      await api.close();
      await connection.close();
    },
  };
}
