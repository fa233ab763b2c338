import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CaptchaChallengeDocument, CheckUserExistDocument } from '@shop/graphql/operations';
import { IE, startTestApi, type TestApi } from '../__fixtures__/testApi.ts';
import { createCaptcha } from './captcha.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ captcha: createCaptcha({ cost: 10 }) });
});
afterAll(() => api?.close());

/** What the ALTCHA widget does in the browser: solve the challenge and send it back as base64 JSON. */
async function solve(json: string): Promise<string> {
  const challenge = JSON.parse(json) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function freshToken(): Promise<string> {
  const { captchaChallenge } = await api.gql(CaptchaChallengeDocument, { userData: IE });
  return solve(captchaChallenge.challenge!.json);
}

describe('identify with a captcha', () => {
  it('lets a solved challenge through once: an unknown e-mail continues as a guest', async () => {
    const token = await freshToken();
    const first = await api.gql(CheckUserExistDocument, { userData: IE, email: 'guest@example.ie', captchaToken: token });
    expect(first.checkUserExist).toEqual({ status: false, errors: [] });
    const replayed = await api.gql(CheckUserExistDocument, { userData: IE, email: 'guest@example.ie', captchaToken: token });
    expect(replayed.checkUserExist.errors).toMatchObject([{ code: 4008, referencedRequestParameter: 'captchaToken' }]);
  });

  it('refuses a tampered solution and garbage tokens', async () => {
    const token = await freshToken();
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { solution: { derivedKey: string } };
    payload.solution.derivedKey = payload.solution.derivedKey.replace(/^./, (digit) => (digit === '0' ? '1' : '0'));
    const tampered = Buffer.from(JSON.stringify(payload)).toString('base64');
    for (const captchaToken of [tampered, 'bm90IGpzb24=', 'x'.repeat(9000)]) {
      const result = await api.gql(CheckUserExistDocument, { userData: IE, email: 'guest@example.ie', captchaToken });
      expect(result.checkUserExist.errors[0]?.code).toBe(4008);
    }
  });

  it('checks the e-mail before the captcha, in the spec\'s words', async () => {
    const result = await api.gql(CheckUserExistDocument, { userData: IE, email: 'not-an-email', captchaToken: await freshToken() });
    expect(result.checkUserExist.errors).toEqual([{ code: 4000, message: 'Please enter valid email', referencedRequestParameter: 'email', retryAfterSeconds: null }]);
  });
});
