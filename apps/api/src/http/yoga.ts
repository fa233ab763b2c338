import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { typeDefs } from '@shop/graphql';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import type { ShopDatabase } from '@shop/db';
import type { ActivationSettings } from '../activation/policy.ts';
import type { ApiContext, CheckoutServices, RequestOrigin } from '../graphql/context.ts';
import { codedInputErrors } from '../graphql/inputErrors.ts';
import { clientErrors } from '../graphql/resultErrors.ts';
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
      clientErrors,
      ...(production ? [disableIntrospection] : []),
    ],
  });
}
