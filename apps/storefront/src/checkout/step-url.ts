import type { CheckoutStepId } from './field-errors.ts';

/**
 * The checkout's step lives in the address (`/checkout/?step=shipping`), so a reload and the browser's Back and
 * Forward keep it. The first step has no parameter: the basket's link to `/checkout/` is already its address.
 */
const STEP_PARAMETER = 'step';

const LATER_STEPS: readonly CheckoutStepId[] = ['shipping', 'payment'];

/** The step an address asks for; a missing or unknown value is the first step. */
export function stepInSearch(search: string): CheckoutStepId {
  const value = new URLSearchParams(search).get(STEP_PARAMETER);
  return LATER_STEPS.find((step) => step === value) ?? 'yourData';
}

/** The query string for a step, keeping every other parameter of `search`. */
export function searchForStep(search: string, step: CheckoutStepId): string {
  const params = new URLSearchParams(search);
  if (step === 'yourData') params.delete(STEP_PARAMETER);
  else params.set(STEP_PARAMETER, step);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}
