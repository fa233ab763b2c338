/** Whether a message reads exactly as written: no argument, plural, tag or ICU quoting for formatjs to resolve. */
export function isPlainText(message: string): boolean {
  return !/[{}<']/.test(message);
}
