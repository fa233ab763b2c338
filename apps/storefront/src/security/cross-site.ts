/**
 * Whether a POST comes from a page of another site: its `Origin` names another host than the one it was sent to (the
 * forwarded host behind a proxy, as Next compares them), or is `null` (a sandboxed frame, a page opened from a file).
 * Next refuses such a server action too, but by throwing, which answers a 500 and logs a stack for every attempt. A
 * POST without an `Origin` is left to Next, as browsers always send one with a form post or a fetch from a page.
 */
export function isCrossSitePost(headers: Headers): boolean {
  const origin = headers.get('origin');
  if (origin === null) return false;
  const ownHost = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host');
  try {
    return new URL(origin).host !== ownHost;
  } catch {
    return true;
  }
}
