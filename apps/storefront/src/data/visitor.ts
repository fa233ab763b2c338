import { headers } from 'next/headers';
import { sessionHeaders } from '../account/session.ts';

const FORWARDED_FOR = 'x-forwarded-for';

/**
 * The visitor's address as the storefront received it (from the proxy in front of it, or set by Next.js from the
 * connection), for calls the API limits per client: when its TRUST_PROXY names the storefront, the API counts by
 * this entry instead of the storefront's own address. Only inside a server action or route handler.
 */
export async function visitorAddressHeaders(): Promise<Record<string, string>> {
  const forwardedFor = (await headers()).get(FORWARDED_FOR);
  return forwardedFor ? { [FORWARDED_FOR]: forwardedFor } : {};
}

/**
 * The visitor's address and, when they are signed in, their session: for calls the API limits per client that also
 * act for an account (a new basket, logging in, registering, a reset link, a gift card paying for a basket).
 */
export async function visitorAndSessionHeaders(): Promise<Record<string, string>> {
  return { ...(await visitorAddressHeaders()), ...(await sessionHeaders()) };
}
