import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CaptchaChallengeDocument } from '@shop/graphql/operations';
import { IE, type TestApi } from './testApi.ts';

/** A solved captcha for the next request, as the storefront's widget would send it. */
export async function solvedCaptcha(api: TestApi): Promise<string> {
  const { captchaChallenge } = await api.gql(CaptchaChallengeDocument, { userData: IE });
  const challenge = JSON.parse(captchaChallenge.challenge!.json) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
