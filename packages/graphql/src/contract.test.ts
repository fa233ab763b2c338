import { describe, expect, it } from 'vitest';
import { buildSchema, isObjectType } from 'graphql';
import { typeDefs } from './index.ts';
import { AddGiftcardPackageDocument, ProductsDocument } from './operations.ts';

const schema = buildSchema(typeDefs);

describe('GraphQL contract', () => {
  it('names the spec operations', () => {
    const queries = Object.keys(schema.getQueryType()?.getFields() ?? {});
    const mutations = Object.keys(schema.getMutationType()?.getFields() ?? {});
    expect(queries).toEqual(
      expect.arrayContaining([
        'cartQuantity',
        'cartV2',
        'checkUserExist',
        'getLocationAddressSuggestions',
        'getUserInfo',
        'order',
        'search_v1',
        'products',
        'blocksQueue',
        'storeData',
        'menuCategories',
        'pageByPath',
        'popularSearchData',
        'locationsInBoundingBox',
      ]),
    );
    expect(mutations).toEqual(
      expect.arrayContaining(['addGiftcardPackage', 'updateGiftcardPackage', 'deleteGiftcardPackageGroup']),
    );
  });

  it('requires the tenant context and returns errors alongside data on every operation', () => {
    for (const root of [schema.getQueryType(), schema.getMutationType()]) {
      for (const field of Object.values(root?.getFields() ?? {})) {
        const userData = field.args.find((arg) => arg.name === 'userData');
        expect(String(userData?.type), field.name).toBe('UserDataInput!');
        const result = field.type.toString().replace('!', '');
        const resultType = schema.getType(result);
        expect(isObjectType(resultType) && 'errors' in resultType.getFields(), field.name).toBe(true);
      }
    }
  });

  it('ships typed client documents built from the operations', () => {
    expect(ProductsDocument.kind).toBe('Document');
    expect(AddGiftcardPackageDocument.definitions.some((d) => d.kind === 'OperationDefinition')).toBe(true);
  });
});
