import { useEffect } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

/** Reports each edit of a step's form with all its values, so the checkout can keep what was typed (checkout/draft.ts). */
export function useEditReport<Values extends FieldValues>(watch: UseFormWatch<Values>, onEdit: ((values: Values) => void) | undefined): void {
  useEffect(() => {
    if (!onEdit) return undefined;
    // The form starts from complete values, so what it reports is complete too.
    const subscription = watch((values) => onEdit(values as Values));
    return () => subscription.unsubscribe();
  }, [watch, onEdit]);
}
