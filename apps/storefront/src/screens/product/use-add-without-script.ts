'use client';

import type { ProductFormValues, ProductRules } from '@shop/validation';
import { useActionState, useMemo } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { addPackageWithoutScript } from './add-without-script.ts';
import { NOT_SENT, toFieldErrors } from './add-without-script-model.ts';
import { initialValues } from './product-form-model.ts';

export interface AddWithoutScript {
  /** The `<form>`'s action: what a browser posts before the page's script runs, or without one. */
  readonly action: (form: FormData) => void;
  /** The form's starting values: the values sent, when they came back refused. */
  readonly defaults: ProductFormValues;
  readonly fieldErrors: FieldErrors<ProductFormValues> | undefined;
  /** Why the package was not added, when it concerns the form as a whole. */
  readonly problem: string | null;
}

/** The product form as it works without its script: the server action's answer, shown the way the form shows its own. */
export function useAddWithoutScript(rules: ProductRules): AddWithoutScript {
  const [state, action] = useActionState(addPackageWithoutScript, NOT_SENT);
  const refused = state.status === 'refused' ? state : null;
  // A new object on each render would make the form set its errors again on each render.
  const fieldErrors = useMemo(() => (refused ? toFieldErrors(refused.fieldErrors) : undefined), [refused]);
  return { action, defaults: refused?.values ?? initialValues(rules), fieldErrors, problem: refused?.problem ?? null };
}
