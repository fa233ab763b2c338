import { drawCardNumber } from '../fulfilment/cardNumber.ts';
import { hashPin } from '../fulfilment/pin.ts';
import type { TestApi } from './testApi.ts';

/** The PIN of every card `insertTestCard` writes. */
export const TEST_CARD_PIN = '482913';

export interface TestCardSpec {
  readonly storeId?: number;
  readonly valueMinor?: number;
  readonly balanceMinor?: number;
  readonly status?: 'ACTIVE' | 'BLOCKED' | 'NOT_ACTIVATED';
  readonly kind?: 'STANDARD' | 'CHOICE';
  readonly expiresIn?: string;
}

/** A card as checkout issues it (ISSUE entry), spent down to `balanceMinor` by a DEBIT entry when asked; its number. */
export async function insertTestCard(api: TestApi, spec: TestCardSpec = {}): Promise<string> {
  const { storeId = 70, valueMinor = 2500, balanceMinor = valueMinor, status = 'ACTIVE', kind = 'STANDARD', expiresIn = '5 years' } = spec;
  const brand = api.brands.find((candidate) => candidate.storeId === storeId)!;
  const number = drawCardNumber(brand.giftCards.numberPrefix);
  const activated = kind === 'CHOICE' && status !== 'NOT_ACTIVATED';
  const [card] = await api.sql.query<{ id: number }>(
    `INSERT INTO gift_cards (store_id, number, pin_hash, sequence, delivery_kind, kind, currency, initial_value_minor, status, activated_at, expires_at)
     VALUES ($1, $2, $3, 1, 'DIGITAL', $4, $5, $6, $7, CASE WHEN $8::boolean THEN now() END, now() + $9::interval) RETURNING id`,
    [storeId, number, await hashPin(TEST_CARD_PIN), kind, brand.currency, valueMinor, status, activated, expiresIn],
  );
  const ledger = `INSERT INTO card_ledger (store_id, card_id, kind, amount_minor, balance_after_minor, reference) VALUES ($1, $2, $3, $4, $5, $6)`;
  await api.sql.query(ledger, [storeId, card!.id, 'ISSUE', valueMinor, valueMinor, 'issue']);
  if (balanceMinor !== valueMinor) await api.sql.query(ledger, [storeId, card!.id, 'DEBIT', balanceMinor - valueMinor, balanceMinor, 'spend']);
  return number;
}
