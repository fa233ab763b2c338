import { PAYMENT_METHOD_KINDS } from '@shop/brand-config';
import { typeDefs } from '@shop/graphql';
import { buildSchema, isEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';

describe('payment method kinds', () => {
  it('are the same in the GraphQL schema as in the one list the brands, the database and the storefront read', () => {
    const kind = buildSchema(typeDefs).getType('PaymentMethodKind');
    if (!isEnumType(kind)) throw new Error('PaymentMethodKind is not an enum');
    expect(kind.getValues().map((value) => value.name).sort()).toEqual([...PAYMENT_METHOD_KINDS].sort());
  });
});
