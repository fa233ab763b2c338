import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { API_ERROR_CODES } from '../errorCodes.ts';

/**
 * Money on the wire: an integer in minor units, sent as a JSON number and limited to the integers every JSON reader
 * (JavaScript's included) holds exactly, ±(2^53 − 1). A number rather than a decimal string because the shop's
 * caps keep every amount millions of times below that range and every client computes and formats with numbers;
 * GraphQL's `Int` stops at 2^31 − 1, which a large basket in pesos or kronor passes.
 */
export const MINOR_UNITS_MESSAGE = `An amount must be a whole number of minor units (2500 for 25.00) from ${-Number.MAX_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER}.`;

function refused(node?: ValueNode): GraphQLError {
  return new GraphQLError(MINOR_UNITS_MESSAGE, { nodes: node, extensions: { code: API_ERROR_CODES.INVALID_INPUT } });
}

/** Input: JSON numbers that are safe integers, nothing else (no strings, no 25.0 literals, no 2^53). */
export function parseMinorUnits(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw refused();
  return value;
}

export const MinorUnits = new GraphQLScalarType<number, number>({
  name: 'MinorUnits',
  description: 'An amount in minor units of its currency (2500 EUR = 25.00), a JSON number within ±(2^53 − 1).',
  serialize(value) {
    // Only a bug can send anything else; failing here keeps a wrong amount from ever reaching a client.
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new TypeError(`MinorUnits cannot represent ${String(value)}`);
    return value;
  },
  parseValue: parseMinorUnits,
  parseLiteral(node) {
    if (node.kind !== Kind.INT) throw refused(node);
    const value = Number(node.value);
    if (!Number.isSafeInteger(value)) throw refused(node);
    return value;
  },
});
