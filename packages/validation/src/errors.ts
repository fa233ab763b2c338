import type * as z from 'zod/mini';
import { isValidationMessageId, validationMessage, type ValidationMessage } from './messages.ts';

/** One refused field: where (as an API's `referencedRequestParameter`) and which message. */
export interface FieldError {
  readonly parameter: string;
  readonly message: ValidationMessage;
}

/** 'customer.email' for path ['customer', 'email'], 'physicalDeliveries.0.address.postCode' for list items. */
export function parameterOf(path: readonly PropertyKey[], prefix = ''): string {
  return [...(prefix ? [prefix] : []), ...path.map(String)].join('.');
}

/**
 * The refusals of a failed parse, first one per field, in the schema's order. `prefix` names the input the schema
 * judged ('checkout'), so parameters read as the request's own ('checkout.customer.email'). An issue that carries no
 * message of ours (a value of the wrong type, which no form sends) reads 'Please check this value.'.
 */
export function validationErrors(error: z.core.$ZodError, prefix = ''): FieldError[] {
  const byParameter = new Map<string, ValidationMessage>();
  for (const issue of error.issues) {
    const parameter = parameterOf(issue.path, prefix);
    if (byParameter.has(parameter)) continue;
    const params = issue.code === 'custom' ? issue.params : undefined;
    byParameter.set(
      parameter,
      isValidationMessageId(issue.message)
        ? ({ id: issue.message, values: params ?? {} } as ValidationMessage)
        : validationMessage('validation.value.invalid'),
    );
  }
  return [...byParameter].map(([parameter, message]) => ({ parameter, message }));
}
