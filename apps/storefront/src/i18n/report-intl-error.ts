/**
 * What formatjs reports when it cannot format a message (the server formatter and the client provider share it).
 * In a shop a missing translation shows the message's id and is not worth a log line: the catalog completeness test
 * keeps it from shipping. Under test it fails, so a component that formats an id its page does not hand over, or a
 * message with a wrong argument, is caught where it is written.
 */
export function reportIntlError(error: { code: string; message: string }): void {
  if (process.env.NODE_ENV === 'test') throw new Error(`${error.code}: ${error.message}`);
  if (error.code !== 'MISSING_TRANSLATION') console.error(error.message);
}
