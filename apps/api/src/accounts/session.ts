import { createHash, randomBytes } from 'node:crypto';
import { deleteAccountSessions, deleteSession, findSessionAccount, insertSession, type AccountRef, type ShopExecutor } from '@shop/db';
import type { AccountSession } from '@shop/graphql';
import type { Tenant } from '../tenancy/tenant.ts';
import { refusals } from './refusals.ts';

/** The request header the storefront's server passes the session token in (it keeps it in a `__Host-` cookie). */
export const SESSION_HEADER = 'x-shop-session';
/** How long a session lasts after log in; logging in again starts a new one. */
export const SESSION_LIFETIME_DAYS = 30;

/** 32 random bytes in base64url: 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A new secret for a session or a reset link: 32 bytes from the CSPRNG. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, so a copy of the database opens no session. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function sessionToken(request: Request): string | null {
  const token = request.headers.get(SESSION_HEADER)?.trim() ?? '';
  return TOKEN.test(token) ? token : null;
}

/** The account of the request's session in the tenant's store; null without one (another store's session is none). */
export async function sessionAccount(db: ShopExecutor, tenant: Tenant, request: Request): Promise<AccountRef | null> {
  const token = sessionToken(request);
  if (!token) return null;
  const accountId = await findSessionAccount(db, tenant.storeId, tokenDigest(token));
  return accountId ? { storeId: tenant.storeId, accountId } : null;
}

/** `sessionAccount`, for operations only a logged-in customer may run (4110 otherwise). */
export async function requireAccount(db: ShopExecutor, tenant: Tenant, request: Request): Promise<AccountRef> {
  const account = await sessionAccount(db, tenant, request);
  if (!account) throw refusals.notLoggedIn();
  return account;
}

/** Opens a new session for the account: a fresh token every time, so no token given before log in is ever reused. */
export async function startSession(db: ShopExecutor, account: AccountRef): Promise<AccountSession> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
  await insertSession(db, { ...account, tokenHash: tokenDigest(token), expiresAt });
  return { token, expiresAt: expiresAt.toISOString() };
}

/** Ends the request's session, if it has one in this store. */
export async function endSession(db: ShopExecutor, tenant: Tenant, request: Request): Promise<void> {
  const token = sessionToken(request);
  if (token) await deleteSession(db, tenant.storeId, tokenDigest(token));
}

/** Ends every session of the account (password change or reset, account deletion). */
export function endAllSessions(db: ShopExecutor, account: AccountRef): Promise<void> {
  return deleteAccountSessions(db, account);
}
