import { API_ERROR_CODES } from '@shop/graphql';
import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** graphql-js ends a message with its suggestions: `Did you mean "x"?`, `… "x" or "y"?`, `… the enum value "X"?`. */
const SUGGESTION = /\s*Did you mean\b[^]*$/;

function withoutSuggestions(message: string): string {
  return message.replace(SUGGESTION, '');
}

/** Yoga's mark of an error it masked: something failed inside the API, not in the request. */
const UNEXPECTED_CODES = new Set(['INTERNAL_SERVER_ERROR']);

/**
 * The API's code for an error that has none of its own: request errors found by graphql-js, Yoga or graphql-armor
 * (a parse or validation failure, a limit, a batch, a mutation over GET) are invalid input (4000); what Yoga masked
 * is the API's failure (5000).
 */
function numericCode(extensions: Readonly<Record<string, unknown>>): number {
  const { code } = extensions;
  if (typeof code === 'number') return code;
  if (extensions.unexpected === true || (typeof code === 'string' && UNEXPECTED_CODES.has(code))) return API_ERROR_CODES.SOMETHING_WENT_WRONG;
  return API_ERROR_CODES.INVALID_INPUT;
}

/**
 * One shape for every error a client reads: a numeric code, no "Did you mean …" (which spells out the schema's
 * names: graphql-armor's blockFieldSuggestion covers field names only, graphql-js also suggests enum values, input
 * fields, arguments and types) and nothing of what failed inside (Yoga copies a JSON parser's message, with the body
 * it could not read, into `originalError`).
 */
export function clientError(error: GraphQLError): GraphQLError {
  const { originalError: _originalError, unexpected: _unexpected, ...extensions } = error.extensions ?? {};
  return new GraphQLError(withoutSuggestions(error.message), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: { ...extensions, code: numericCode(error.extensions ?? {}) },
  });
}

function withClientErrors<T extends ExecutionResult>(result: T): T {
  if (!result.errors?.length) return result;
  return { ...result, errors: result.errors.map((error) => (error instanceof GraphQLError ? clientError(error) : error)) };
}

/** Every result passes here before it is serialised, in every environment. */
export const clientErrors: Plugin = {
  onResultProcess({ result, setResult }) {
    if (Symbol.asyncIterator in (result as object)) return;
    if (Array.isArray(result)) setResult(result.map(withClientErrors));
    else setResult(withClientErrors(result as ExecutionResult));
  },
};
