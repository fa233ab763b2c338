import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`: the package exports it as a const enum, which isolated modules cannot read. */
const ARGON2ID = 2;

/** OWASP's argon2id baseline: 19 MiB memory, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The only form in which a password is ever stored. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/**
 * Whether `password` is the account's; for an e-mail without an account (`passwordHash` null) the same work against a
 * hash made with the same settings, and `false`: an unknown e-mail and a wrong password take the same time.
 */
export async function passwordMatches(passwordHash: string | null, password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  const matches = await verify(passwordHash ?? (await dummyHash), password).catch(() => false);
  return passwordHash !== null && matches;
}
