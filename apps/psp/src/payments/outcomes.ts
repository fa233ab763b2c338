import type { RefusalCode } from './types.ts';

export type CardOutcome =
  | { readonly kind: 'authorised' }
  | { readonly kind: 'refused'; readonly code: RefusalCode; readonly reason: string }
  | { readonly kind: 'challenge' };

export interface TestCard {
  readonly number: string;
  /** How the number is usually written, for the pages and the README. */
  readonly display: string;
  readonly brand: string;
  readonly outcome: CardOutcome;
  readonly description: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  {
    number: '4111111111111111',
    display: '4111 1111 1111 1111',
    brand: 'Visa',
    outcome: { kind: 'authorised' },
    description: 'Authorised',
  },
  {
    number: '4000000000000002',
    display: '4000 0000 0000 0002',
    brand: 'Visa',
    outcome: { kind: 'refused', code: 'refused', reason: 'Refused by the card issuer' },
    description: 'Refused (refusalCode refused)',
  },
  {
    number: '4000000000009995',
    display: '4000 0000 0000 9995',
    brand: 'Visa',
    outcome: { kind: 'refused', code: 'too_many_attempts', reason: 'Too many attempts with this card' },
    description: 'Refused (refusalCode too_many_attempts)',
  },
  {
    number: '4000000000003220',
    display: '4000 0000 0000 3220',
    brand: 'Visa',
    outcome: { kind: 'challenge' },
    description: '3-D Secure challenge, then authorised or refused',
  },
  {
    number: '378282246310005',
    display: '3782 822463 10005',
    brand: 'American Express',
    outcome: { kind: 'authorised' },
    description: 'Authorised',
  },
];

export const THREE_DS_FAILED_REASON = '3-D Secure authentication failed';
export const BLIK_DECLINED_REASON = 'Declined in the banking app';

/** What happens to a valid card number: the test cards have fixed outcomes, any other card is authorised. */
export function cardOutcome(digits: string): CardOutcome {
  return TEST_CARDS.find((card) => card.number === digits)?.outcome ?? { kind: 'authorised' };
}
