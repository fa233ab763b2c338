/**
 * A field of a form action's form data, '' when the form lacks it. A server action can be called by anyone with any
 * arguments, so `form` may be no form at all: then every field is `undefined`, which no shape of a form accepts, and
 * the action refuses the request instead of failing on `form.get`.
 */
export function formField(form: unknown, name: string): FormDataEntryValue | undefined {
  return form instanceof FormData ? (form.get(name) ?? '') : undefined;
}
