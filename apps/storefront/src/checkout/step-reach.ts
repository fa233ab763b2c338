import { customerSchema, shippingSchema } from '@shop/validation';
import type { CheckoutStepId } from './field-errors.ts';
import type { CheckoutValues } from './form-values.ts';
import { countryRulesOf, shippingInput, type CheckoutRuleContext } from './schemas.ts';

export const CHECKOUT_STEPS = ['yourData', 'shipping', 'payment'] as const satisfies readonly CheckoutStepId[];

/** What the steps' own forms judge their values by. */
export interface StepRules {
  readonly context: CheckoutRuleContext;
  readonly physicalPackageIds: readonly string[];
}

type StepBeforeAnother = Exclude<CheckoutStepId, 'payment'>;

/** The same shared schemas the step's form applies when the shopper presses Continue. */
const STEP_IS_VALID = {
  yourData: (values, rules) => customerSchema(countryRulesOf(rules.context)).safeParse(values.yourData).success,
  shipping: (values, rules) =>
    shippingSchema(countryRulesOf(rules.context)).safeParse(
      shippingInput(values.shipping, rules.physicalPackageIds, values.yourData, rules.context.countryCode),
    ).success,
} as const satisfies Record<StepBeforeAnother, (values: CheckoutValues, rules: StepRules) => boolean>;

/**
 * The step the shopper may be shown when asking for `wanted`: that step when every step before it holds values its
 * form accepts, else the first step that does not (where Continue would have stopped them).
 */
export function reachableStep(wanted: CheckoutStepId, values: CheckoutValues, rules: StepRules): CheckoutStepId {
  const before = CHECKOUT_STEPS.slice(0, CHECKOUT_STEPS.indexOf(wanted)) as StepBeforeAnother[];
  return before.find((step) => !STEP_IS_VALID[step](values, rules)) ?? wanted;
}
