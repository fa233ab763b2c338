/** The slice of Next's request headers the origin is read from (`await headers()` satisfies it). */
export interface HeaderReader {
  get(name: string): string | null;
}

const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?$/;

/**
 * This store's origin as the shopper's browser sees it, for the payment provider's return address: the request's
 * Origin (server actions always send it), else the forwarded or plain Host. The API checks it against the brand's
 * origins, so a forged header only sends the shopper to a page the API refuses to return to.
 */
export function requestOrigin(headers: HeaderReader): string | null {
  const origin = headers.get('origin');
  if (origin && ORIGIN.test(origin)) return origin;
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() ?? headers.get('host');
  if (!host) return null;
  const proto = headers.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? 'http';
  const candidate = `${proto}://${host}`;
  return ORIGIN.test(candidate) ? candidate : null;
}

/** The absolute process-payment address for one order (the provider appends its own query parameters). */
export function paymentReturnUrl(origin: string, processPaymentPath: string, orderUuid: string): string {
  const url = new URL(processPaymentPath, origin);
  url.searchParams.set('order', orderUuid);
  return url.toString();
}
