import type { CheckoutStepId } from './field-errors.ts';

/**
 * The checkout's step lives in the address (`/checkout/?step=shipping`), so a reload and the browser's Back and
 * Forward keep it. The first step has no parameter: the basket's link to `/checkout/` is already its address.
 */
export const STEP_PARAMETER = 'step';

const LATER_STEPS: readonly CheckoutStepId[] = ['shipping', 'payment'];

/** The step a `step` parameter's value names; a missing or unknown value is the first step. */
export function stepNamed(value: string | null): CheckoutStepId {
  return LATER_STEPS.find((step) => step === value) ?? 'yourData';
}

/** The step an address asks for (see stepNamed). */
export function stepInSearch(search: string): CheckoutStepId {
  return stepNamed(new URLSearchParams(search).get(STEP_PARAMETER));
}

/** The query string for a step, keeping every other parameter of `search`. */
export function searchForStep(search: string, step: CheckoutStepId): string {
  const params = new URLSearchParams(search);
  if (step === 'yourData') params.delete(STEP_PARAMETER);
  else params.set(STEP_PARAMETER, step);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}
