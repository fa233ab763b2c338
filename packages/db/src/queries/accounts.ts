import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ShopExecutor } from '../client.ts';
import { customerAccounts, customerAddresses, customerSessions, orders, passwordResetTokens } from '../schema.ts';

/** An account in a store; every query below takes both, so one store never reaches another's accounts. */
export interface AccountRef {
  readonly storeId: number;
  readonly accountId: string;
}

export interface AccountCredentials {
  readonly accountId: string;
  readonly passwordHash: string;
}

export interface AccountProfileRow {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phoneNumber: string | null;
  readonly invoiceEmail: string | null;
  readonly vatNumber: string | null;
  readonly subscribed: boolean;
}

export type AccountProfileChange = Partial<Omit<AccountProfileRow, 'email'>>;

export interface NewAccount extends Pick<AccountProfileRow, 'email' | 'firstName' | 'lastName'> {
  readonly storeId: number;
  readonly passwordHash: string;
  readonly subscribed: boolean;
}

const live = (ref: AccountRef) =>
  and(eq(customerAccounts.storeId, ref.storeId), eq(customerAccounts.id, ref.accountId), isNull(customerAccounts.deletedAt));

/** The live account with this e-mail in the store, whatever its case. */
export async function findAccountCredentials(db: ShopExecutor, storeId: number, email: string): Promise<AccountCredentials | null> {
  const [row] = await db
    .select({ accountId: customerAccounts.id, passwordHash: customerAccounts.passwordHash })
    .from(customerAccounts)
    .where(and(eq(customerAccounts.storeId, storeId), sql`lower(${customerAccounts.email}) = lower(${email})`, isNull(customerAccounts.deletedAt)));
  return row?.passwordHash ? { accountId: row.accountId, passwordHash: row.passwordHash } : null;
}

export async function findAccountPasswordHash(db: ShopExecutor, ref: AccountRef): Promise<string | null> {
  const [row] = await db.select({ passwordHash: customerAccounts.passwordHash }).from(customerAccounts).where(live(ref));
  return row?.passwordHash ?? null;
}

/** Creates the account; null when the store already has a live account with this e-mail (in any case). */
export async function insertAccount(db: ShopExecutor, account: NewAccount): Promise<string | null> {
  const [row] = await db.insert(customerAccounts).values(account).onConflictDoNothing().returning({ id: customerAccounts.id });
  return row?.id ?? null;
}

export async function findAccountProfile(db: ShopExecutor, ref: AccountRef): Promise<AccountProfileRow | null> {
  const [row] = await db
    .select({
      email: customerAccounts.email,
      firstName: customerAccounts.firstName,
      lastName: customerAccounts.lastName,
      phoneNumber: customerAccounts.phoneNumber,
      invoiceEmail: customerAccounts.invoiceEmail,
      vatNumber: customerAccounts.vatNumber,
      subscribed: customerAccounts.subscribed,
    })
    .from(customerAccounts)
    .where(live(ref));
  if (!row?.email || row.firstName === null || row.lastName === null) return null;
  return { ...row, email: row.email, firstName: row.firstName, lastName: row.lastName };
}

export async function updateAccountProfile(db: ShopExecutor, ref: AccountRef, change: AccountProfileChange): Promise<void> {
  if (Object.keys(change).length === 0) return;
  await db.update(customerAccounts).set(change).where(live(ref));
}

/**
 * Sets a new password and spends every reset link of the account not used yet: a link asked for before the password
 * was changed (or another link was used) must not set it again afterwards.
 */
export async function setAccountPassword(db: ShopExecutor, ref: AccountRef, passwordHash: string): Promise<void> {
  await db.update(customerAccounts).set({ passwordHash }).where(live(ref));
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.storeId, ref.storeId), eq(passwordResetTokens.accountId, ref.accountId), isNull(passwordResetTokens.usedAt)));
}

/**
 * Deletes an account: its sessions, reset links, addresses and open basket go; the row keeps only its id, store and
 * dates. Its placed orders stay for the books and keep pointing at that row: an order without an account is a guest's,
 * which anyone holding its uuid may read, so letting go of the link would open the deleted customer's orders to anyone.
 */
export async function deleteAccount(db: ShopExecutor, ref: AccountRef): Promise<void> {
  await db.delete(orders).where(and(eq(orders.storeId, ref.storeId), eq(orders.accountId, ref.accountId), isNull(orders.placedAt)));
  await db.delete(customerSessions).where(and(eq(customerSessions.storeId, ref.storeId), eq(customerSessions.accountId, ref.accountId)));
  await db.delete(passwordResetTokens).where(and(eq(passwordResetTokens.storeId, ref.storeId), eq(passwordResetTokens.accountId, ref.accountId)));
  await db.delete(customerAddresses).where(and(eq(customerAddresses.storeId, ref.storeId), eq(customerAddresses.accountId, ref.accountId)));
  await db
    .update(customerAccounts)
    .set({
      email: null, passwordHash: null, firstName: null, lastName: null, phoneNumber: null, invoiceEmail: null, vatNumber: null,
      subscribed: false, deletedAt: sql`now()`,
    })
    .where(live(ref));
}

// Sessions ------------------------------------------------------------------------------------------------------------

export async function insertSession(db: ShopExecutor, session: AccountRef & { readonly tokenHash: string; readonly expiresAt: Date }): Promise<void> {
  await db.insert(customerSessions).values(session);
}

/** The live account of an unexpired session of this store; null for another store's session. */
export async function findSessionAccount(db: ShopExecutor, storeId: number, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .select({ accountId: customerSessions.accountId })
    .from(customerSessions)
    .innerJoin(customerAccounts, and(eq(customerAccounts.storeId, customerSessions.storeId), eq(customerAccounts.id, customerSessions.accountId)))
    .where(
      and(
        eq(customerSessions.tokenHash, tokenHash),
        eq(customerSessions.storeId, storeId),
        gt(customerSessions.expiresAt, sql`now()`),
        isNull(customerAccounts.deletedAt),
      ),
    );
  return row?.accountId ?? null;
}

export async function deleteSession(db: ShopExecutor, storeId: number, tokenHash: string): Promise<void> {
  await db.delete(customerSessions).where(and(eq(customerSessions.storeId, storeId), eq(customerSessions.tokenHash, tokenHash)));
}

export async function deleteAccountSessions(db: ShopExecutor, ref: AccountRef): Promise<void> {
  await db.delete(customerSessions).where(and(eq(customerSessions.storeId, ref.storeId), eq(customerSessions.accountId, ref.accountId)));
}

/** Deletes sessions and reset links whose time is over; returns how many rows went. */
export async function purgeExpiredAccountTokens(db: ShopExecutor): Promise<number> {
  const sessions = await db.delete(customerSessions).where(sql`${customerSessions.expiresAt} <= now()`).returning({ id: customerSessions.tokenHash });
  const links = await db.delete(passwordResetTokens).where(sql`${passwordResetTokens.expiresAt} <= now()`).returning({ id: passwordResetTokens.tokenHash });
  return sessions.length + links.length;
}

// Password reset links ------------------------------------------------------------------------------------------------

export async function insertPasswordResetToken(
  db: ShopExecutor,
  link: AccountRef & { readonly tokenHash: string; readonly validSeconds: number },
): Promise<void> {
  await db.insert(passwordResetTokens).values({
    tokenHash: link.tokenHash,
    storeId: link.storeId,
    accountId: link.accountId,
    expiresAt: sql`now() + make_interval(secs => ${link.validSeconds})`,
  });
}

/** Spends a reset link: the account it was made for when it is unused and unexpired, else null. Once only. */
export async function claimPasswordResetToken(db: ShopExecutor, storeId: number, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.storeId, storeId),
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ accountId: passwordResetTokens.accountId });
  return row?.accountId ?? null;
}
