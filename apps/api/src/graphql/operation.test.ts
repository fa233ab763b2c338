import { loadBrand } from '@shop/brand-config/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorSummary } from '../errors.ts';
import { BrandRegistry } from '../tenancy/tenant.ts';
import { tenantFromBrandConfig } from '../tenancy/fromBrandConfig.ts';
import { IE } from '../__fixtures__/testApi.ts';
import type { ApiContext } from './context.ts';
import { operation } from './operation.ts';

/** Shaped as drizzle reports a failed statement: the SQL, its parameters, and the driver's error as the cause. */
function failedQuery() {
  const cause = Object.assign(new Error('invalid input syntax for type uuid: "basket-7f3c secret note"'), {
    name: 'error',
    code: '22P02',
    detail: 'Key (personal_message)=(Happy birthday, Síle) already exists.',
  });
  const error = new Error('Failed query: select "id" from "orders" where "uuid" = $1\nparams: basket-7f3c,Happy birthday Síle');
  error.name = 'DrizzleQueryError';
  return Object.assign(error, { cause, params: ['basket-7f3c', 'Happy birthday Síle'] });
}

const context = {
  brands: new BrandRegistry([tenantFromBrandConfig(loadBrand('GCSIE'))]),
  request: new Request('http://api.local/graphql'),
} as unknown as ApiContext;

afterEach(() => vi.restoreAllMocks());

describe('unexpected errors in the log', () => {
  it('say name, code and message of the error and its cause, without parameters, details or stack', () => {
    const summary = errorSummary(failedQuery());
    expect(summary).toBe(
      'DrizzleQueryError: Failed query: select "id" from "orders" where "uuid" = $1 (cause: error [22P02]: invalid input syntax for type uuid: "[redacted]")',
    );
  });

  it('are logged by operation() with the operation and field, never the customer’s text', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const resolver = operation<{ userData: typeof IE; note: string }, { order: null; errors: unknown[] }>({ order: null }, async () => {
      throw failedQuery();
    });
    const info = {
      fieldName: 'addGiftcardPackage',
      operation: { name: { value: 'AddGiftcardPackage' }, selectionSet: { selections: [] } },
      parentType: { getFields: () => ({}) },
      fragments: {},
      variableValues: {},
    };
    const result = await resolver(null, { userData: IE, note: 'Happy birthday Síle' }, context, info as never);
    expect(result).toMatchObject({ order: null, errors: [{ code: 5000 }] });
    expect(logged).toHaveBeenCalledTimes(1);
    const line = logged.mock.calls[0]!.map(String).join(' ');
    expect(line).toContain('AddGiftcardPackage');
    expect(line).toContain('addGiftcardPackage');
    expect(line).toContain('22P02');
    for (const secret of ['basket-7f3c', 'Síle', 'secret note', '    at ']) expect(line).not.toContain(secret);
  });
});
