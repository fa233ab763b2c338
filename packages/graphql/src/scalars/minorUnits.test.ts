import { describe, expect, it } from 'vitest';
import {
  buildASTSchema,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  graphqlSync,
  parse,
  parseValue,
  type GraphQLError,
} from 'graphql';
import { typeDefs } from '../index.ts';
import { MINOR_UNITS_MESSAGE, MinorUnits, parseMinorUnits } from './minorUnits.ts';

const INT32_MAX = 2 ** 31 - 1;

function refusal(run: () => unknown): GraphQLError {
  try {
    run();
  } catch (error) {
    return error as GraphQLError;
  }
  throw new Error('expected a refusal');
}

/** A one-field schema through the real scalar: `echo(amount)` answers the amount it was given. */
const echoSchema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      echo: {
        type: new GraphQLNonNull(MinorUnits),
        args: { amount: { type: new GraphQLNonNull(MinorUnits) } },
        resolve: (_root, args: { amount: number }) => args.amount,
      },
    },
  }),
});

describe('MinorUnits', () => {
  it('carries amounts past 32 bits exactly, up to 2^53 − 1, either sign', () => {
    for (const value of [0, 2500, INT32_MAX + 1, 2_150_000_000, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, -500]) {
      expect(MinorUnits.serialize(value)).toBe(value);
      expect(parseMinorUnits(value)).toBe(value);
      const result = graphqlSync({ schema: echoSchema, source: 'query($a: MinorUnits!) { echo(amount: $a) }', variableValues: { a: value } });
      expect(JSON.parse(JSON.stringify(result))).toEqual({ data: { echo: value } });
    }
  });

  it('refuses input that is not a safe integer with code 4000', () => {
    for (const value of [25.5, Number.MAX_SAFE_INTEGER + 1, -(2 ** 53), Number.NaN, Infinity, '2500', '25.00', null, true, {}, [2500]]) {
      const error = refusal(() => MinorUnits.parseValue(value));
      expect(error.message, String(value)).toBe(MINOR_UNITS_MESSAGE);
      expect(error.extensions).toEqual({ code: 4000 });
    }
    const result = graphqlSync({ schema: echoSchema, source: 'query($a: MinorUnits!) { echo(amount: $a) }', variableValues: { a: 25.5 } });
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.extensions).toEqual({ code: 4000 });
  });

  it('reads integer literals only', () => {
    expect(MinorUnits.parseLiteral(parseValue('2150000000'))).toBe(2_150_000_000);
    expect(MinorUnits.parseLiteral(parseValue('-500'))).toBe(-500);
    for (const literal of ['25.5', '25.0', '"2500"', '9007199254740992', 'null', 'true', '[1]']) {
      expect(refusal(() => MinorUnits.parseLiteral(parseValue(literal))).extensions, literal).toEqual({ code: 4000 });
    }
    const result = graphqlSync({ schema: echoSchema, source: '{ echo(amount: 25.5) }' });
    expect(result.errors?.map((error) => [error.message, error.extensions])).toEqual([[MINOR_UNITS_MESSAGE, { code: 4000 }]]);
  });

  it('never serialises what it cannot carry exactly', () => {
    for (const value of [INT32_MAX + 0.5, Number.MAX_SAFE_INTEGER + 1, '2500', 10n, null]) {
      expect(() => MinorUnits.serialize(value), String(value)).toThrow(TypeError);
    }
  });

  it('is the type of every money value in the contract, in and out', () => {
    const schema = buildASTSchema(parse(typeDefs));
    const field = (type: string, name: string) => {
      const found = schema.getType(type);
      return found && 'getFields' in found ? String(found.getFields()[name]?.type) : null;
    };
    expect(field('Money', 'value')).toBe('MinorUnits!');
    expect(field('GiftcardPackageInput', 'amount')).toBe('MinorUnits');
    // Counts (`totalItems`, `totalPages`) are not money.
    const moneyLike = /^(?!total(Items|Pages)$).*(amount|price|total|value|balance|cost)/i;
    const numeric = /^\[?(Int|Float)\b/;
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || !('getFields' in type)) continue;
      for (const [name, definition] of Object.entries(type.getFields())) {
        if (moneyLike.test(name)) expect(String(definition.type), `${type.name}.${name}`).not.toMatch(numeric);
      }
    }
  });
});
