import { ApiFailure, somethingWentWrong } from '../errors.ts';
import { resolveTenant, type Tenant, type UserData } from '../tenancy/tenant.ts';
import type { ApiContext } from './context.ts';

/**
 * Wraps a root resolver: resolves the tenant, runs the operation, and turns any failure into
 * the result's `errors` next to empty data (spec §7: errors come back alongside data). Unknown
 * failures are logged and reported with the generic message, never with internals.
 */
export function operation<Args extends { userData: UserData }, Result extends { errors: readonly unknown[] }>(
  emptyData: NoInfer<Omit<Result, 'errors'>>,
  run: (tenant: Tenant, args: Args, context: ApiContext) => Promise<NoInfer<Omit<Result, 'errors'>>>,
) {
  return async (_parent: unknown, args: Args, context: ApiContext): Promise<Result> => {
    try {
      const tenant = resolveTenant(context.brands, args.userData, context.request.headers);
      return { ...(await run(tenant, args, context)), errors: [] } as unknown as Result;
    } catch (error) {
      if (error instanceof ApiFailure) return { ...emptyData, errors: [error.apiError] } as unknown as Result;
      console.error('operation failed', error);
      return { ...emptyData, errors: [somethingWentWrong] } as unknown as Result;
    }
  };
}
