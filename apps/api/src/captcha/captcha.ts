import { randomBytes } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { claimCaptchaSolution, type ShopExecutor } from '@shop/db';

const ALGORITHM = 'PBKDF2/SHA-256';
const CHALLENGE_LIFETIME_SECONDS = 10 * 60;

export interface CaptchaOptions {
  /** Signs challenges; a random one per process when not set (challenges live ten minutes). */
  readonly secret?: string;
  /** PBKDF2 iterations per try: how much work one solution costs the visitor's browser. */
  readonly cost?: number;
}

export interface Captcha {
  /** A new challenge, as the ALTCHA widget reads it (JSON text). */
  challengeJson(): Promise<string>;
  /** Whether the widget's token solves one of our challenges that was not used before; claims it when it does. */
  verify(db: ShopExecutor, token: string): Promise<boolean>;
}

interface Payload {
  readonly challenge: Challenge;
  readonly solution: Solution;
}

function decodeToken(token: string): Payload | null {
  if (token.length === 0 || token.length > 8192) return null;
  try {
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Partial<Payload>;
    if (!payload.challenge?.parameters || typeof payload.challenge.signature !== 'string' || !payload.solution) return null;
    return payload as Payload;
  } catch {
    return null;
  }
}

/** Self-hosted proof of work (ALTCHA): no outside service, and each solved challenge is accepted once. */
export function createCaptcha(options: CaptchaOptions = {}): Captcha {
  const secret = options.secret ?? randomBytes(32).toString('hex');
  const keySecret = `${secret}:key`;
  const cost = options.cost ?? 1000;
  return {
    async challengeJson() {
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost,
        counter: randomInt(cost * 4, cost * 2),
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_LIFETIME_SECONDS,
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: keySecret,
      });
      return JSON.stringify(challenge);
    },
    async verify(db, token) {
      const payload = decodeToken(token);
      if (!payload || payload.challenge.parameters.algorithm !== ALGORITHM) return false;
      let verified = false;
      try {
        const result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: secret,
          hmacKeySignatureSecret: keySecret,
        });
        verified = result.verified;
      } catch {
        return false;
      }
      if (!verified) return false;
      const expiresAt = new Date(((payload.challenge.parameters.expiresAt ?? 0) || Date.now() / 1000 + CHALLENGE_LIFETIME_SECONDS) * 1000);
      return claimCaptchaSolution(db, payload.challenge.signature ?? '', expiresAt);
    },
  };
}
