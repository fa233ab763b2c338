import type { GraphQLResolveInfo } from 'graphql';
import { ApiFailure, errorSummary, FailureAfterCommit, invalidInput, somethingWentWrong } from '../errors.ts';
import { resolveTenant, type Tenant, type UserData } from '../tenancy/tenant.ts';
import type { ApiContext } from './context.ts';
import { findControlCharacter, operationControlCharacter } from './controlCharacters.ts';

/**
 * Wraps a root resolver: refuses control characters and unpaired surrogates in any of the operation's string inputs (4000
 * naming the parameter, before anything runs), resolves the tenant, runs the operation, and turns
 * any failure into the result's `errors` next to empty data (spec §7: errors come back alongside
 * data). Unknown failures are logged by name, code and message only (no parameters, no stack) and
 * reported with the generic message, never with internals.
 */
export function operation<Args extends { userData: UserData }, Result extends { errors: readonly unknown[] }>(
  emptyData: NoInfer<Omit<Result, 'errors'>>,
  run: (tenant: Tenant, args: Args, context: ApiContext, info?: GraphQLResolveInfo) => Promise<NoInfer<Omit<Result, 'errors'>>>,
) {
  return async (_parent: unknown, args: Args, context: ApiContext, info?: GraphQLResolveInfo): Promise<Result> => {
    try {
      // This field's own arguments first (so it names its own parameter), then the rest of the operation.
      const textIssue = findControlCharacter(args, '') ?? (info ? operationControlCharacter(info) : null);
      if (textIssue !== null) throw invalidInput(textIssue.path, textIssue.message);
      const tenant = resolveTenant(context.brands, args.userData, context.request.headers);
      return { ...(await run(tenant, args, context, info)), errors: [] } as unknown as Result;
    } catch (error) {
      if (error instanceof FailureAfterCommit) return { ...emptyData, ...error.data, errors: [error.apiError] } as unknown as Result;
      if (error instanceof ApiFailure) return { ...emptyData, errors: [error.apiError] } as unknown as Result;
      console.error(
        `operation failed: ${info?.operation.name?.value ?? '(anonymous)'} ${info?.fieldName ?? ''} — ${errorSummary(error)}`,
      );
      return { ...emptyData, errors: [somethingWentWrong] } as unknown as Result;
    }
  };
}
