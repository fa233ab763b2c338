/** A text field of a submitted form ('' when absent). */
export const fieldText = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
