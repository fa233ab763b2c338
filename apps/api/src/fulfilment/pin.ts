import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`: the package exports it as a const enum, which isolated modules cannot read. */
const ARGON2ID = 2;

/** OWASP's argon2id baseline: 19 MiB memory, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Six random digits from the CSPRNG, leading zeros kept. */
export function drawPin(): string {
  return String(randomInt(1_000_000)).padStart(6, '0');
}

/** The only form in which a PIN is ever stored. */
export function hashPin(pin: string): Promise<string> {
  return hash(pin, ARGON2_OPTIONS);
}

export function verifyPin(pinHash: string, pin: string): Promise<boolean> {
  return verify(pinHash, pin);
}
