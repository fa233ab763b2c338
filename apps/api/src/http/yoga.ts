import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { typeDefs } from '@shop/graphql';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type ExecutionResult } from 'graphql';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import type { ShopDatabase } from '@shop/db';
import type { ActivationSettings } from '../activation/policy.ts';
import type { ApiContext, CheckoutServices, RequestOrigin } from '../graphql/context.ts';
import { codedInputErrors } from '../graphql/inputErrors.ts';
import { resolvers } from '../graphql/resolvers.ts';
import type { RateLimits } from '../rateLimit/index.ts';
import type { BrandRegistry } from '../tenancy/tenant.ts';

/** Query limits: generous for the storefront's real documents, fatal for abusive ones. */
export const QUERY_LIMITS = {
  maxDepth: 12,
  maxAliases: 15,
  // The full cart document (the heaviest the storefront sends) costs about 7,600.
  maxCost: 15_000,
  maxTokens: 2000,
  maxDirectives: 20,
} as const;

const disableIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

/** graphql-js ends a message with its suggestions: `Did you mean "x"?`, `… "x" or "y"?`, `… the enum value "X"?`. */
const SUGGESTION = /\s*Did you mean\b[^]*$/;

export function withoutSuggestions(message: string): string {
  return message.replace(SUGGESTION, '');
}

function stripError(error: unknown): unknown {
  if (error instanceof GraphQLError) {
    if (!SUGGESTION.test(error.message)) return error;
    return new GraphQLError(withoutSuggestions(error.message), {
      nodes: error.nodes,
      source: error.source,
      positions: error.positions,
      path: error.path,
      originalError: error.originalError,
      extensions: error.extensions,
    });
  }
  if (error instanceof Error) {
    if (SUGGESTION.test(error.message)) error.message = withoutSuggestions(error.message);
    return error;
  }
  return error;
}

function stripResult<T extends ExecutionResult>(result: T): T {
  if (!result.errors?.some((error) => SUGGESTION.test(error.message))) return result;
  return { ...result, errors: result.errors.map(stripError) };
}

/**
 * Production: no "Did you mean …" anywhere. graphql-armor's blockFieldSuggestion covers only field
 * names; graphql-js also suggests enum values, input fields, arguments, types and fragments, in
 * validation errors and in variable coercion errors (which come out of execution). Every result
 * passes here before it is serialised.
 */
const hideSuggestions: Plugin = {
  onResultProcess({ result, setResult }) {
    if (Symbol.asyncIterator in (result as object)) return;
    if (Array.isArray(result)) setResult(result.map(stripResult));
    else setResult(stripResult(result as ExecutionResult));
  },
};

export interface YogaOptions {
  readonly db: ShopDatabase;
  readonly brands: BrandRegistry;
  readonly production: boolean;
  readonly checkout: CheckoutServices;
  readonly rateLimits: RateLimits;
  readonly activation: ActivationSettings;
}

export function createGraphqlHandler({ db, brands, production, checkout, rateLimits, activation }: YogaOptions) {
  const schema = createSchema<ApiContext>({ typeDefs, resolvers });
  return createYoga<RequestOrigin, ApiContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: !production,
    landingPage: false,
    batching: false,
    // The HTTP layer has already read the body under its own limit (413); Yoga's own check would
    // wrap every request body in another stream just to count the same bytes again.
    maxRequestBodySize: false,
    // No operation takes a file upload.
    multipart: false,
    // CORS is decided by the HTTP layer for every route, against the brands' origins.
    cors: false,
    maskedErrors: true,
    logging: production ? 'warn' : 'error',
    context: ({ request, clientAddress }) => ({ db, brands, request, checkout, rateLimits, clientAddress, activation }),
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: QUERY_LIMITS.maxDepth, exposeLimits: true, flattenFragments: true },
        maxAliases: { n: QUERY_LIMITS.maxAliases, exposeLimits: true },
        costLimit: { maxCost: QUERY_LIMITS.maxCost, exposeLimits: true, flattenFragments: true },
        maxTokens: { n: QUERY_LIMITS.maxTokens, exposeLimits: true },
        maxDirectives: { n: QUERY_LIMITS.maxDirectives, exposeLimits: true },
        blockFieldSuggestion: { enabled: true },
      }),
      codedInputErrors,
      ...(production ? [disableIntrospection, hideSuggestions] : []),
    ],
  });
}
