import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@shop/graphql';
import { DoublerEntryDocument, EnterBalanceDoublerDocument, NextDoublerDrawDocument, type DoublerEntryInput } from '@shop/graphql/operations';
import { solvedCaptcha } from '../__fixtures__/captcha.ts';
import { startCheckoutStack, type CheckoutStack } from '../__fixtures__/checkoutStack.ts';
import { insertTestCard, TEST_CARD_PIN } from '../__fixtures__/giftCards.ts';
import { IE } from '../__fixtures__/testApi.ts';
import { createCaptcha } from '../captcha/captcha.ts';
import { createRateLimits, DEFAULT_RATE_LIMIT_POLICIES } from '../rateLimit/index.ts';
import { drawDoubler } from './drawDoubler.ts';

/** The balance doubler on the API: cards entered with number and PIN, the draw held once, the prize in the ledger. */

let stack: CheckoutStack;
let addressCounter = 0;
const freshAddress = () => `198.51.100.${(addressCounter += 1)}`;

beforeAll(async () => {
  stack = await startCheckoutStack({
    captcha: createCaptcha({ cost: 10 }),
    trustedProxies: ['loopback'],
    rateLimits: createRateLimits({ kind: 'memory' }, { ...DEFAULT_RATE_LIMIT_POLICIES, giftCardCheck: { limit: 1000, windowSeconds: 3600 } }),
  });
}, 90_000);
afterAll(() => stack?.close());
beforeEach(() => stack.smtp.clear());

async function enter(entry: Omit<DoublerEntryInput, 'captchaToken'>, captchaToken?: string) {
  const token = captchaToken ?? (await solvedCaptcha(stack.api));
  const { enterBalanceDoubler } = await stack.api.gql(EnterBalanceDoublerDocument, { userData: IE, entry: { ...entry, captchaToken: token } }, { 'x-forwarded-for': freshAddress() });
  return enterBalanceDoubler;
}

const entryFor = (cardNumber: string, email = 'holder@example.ie') => ({ cardNumber, pin: TEST_CARD_PIN, email, acceptConditions: true });

const balanceOf = async (cardNumber: string) =>
  Number(
    (
      await stack.api.sql.query<{ balance: string }>(
        `SELECT l.balance_after_minor::text AS balance FROM card_ledger l JOIN gift_cards c ON c.id = l.card_id WHERE c.number = $1 ORDER BY l.id DESC LIMIT 1`,
        [cardNumber],
      )
    )[0]!.balance,
  );

const mailsTo = (address: string) => stack.smtp.messages.filter((mail) => JSON.stringify(mail.to).includes(address));

async function firstMailTo(address: string) {
  const deadline = Date.now() + 20_000;
  while (mailsTo(address).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  return mailsTo(address)[0];
}

describe('the balance doubler', () => {
  it("enters a card in the store's next draw once, and answers a second entry with the first", async () => {
    const { nextDoublerDraw } = await stack.api.gql(NextDoublerDrawDocument, { userData: IE });
    const drawDate = nextDoublerDraw.draw!.drawDate;
    expect(drawDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${drawDate}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(Number(drawDate.slice(8))).toBeLessThanOrEqual(7);

    const card = await insertTestCard(stack.api, { valueMinor: 2500 });
    const first = await enter(entryFor(card.replace(/(\d{4})/g, '$1 ')));
    expect(first.errors).toEqual([]);
    expect(first.entry).toMatchObject({ drawDate, email: 'holder@example.ie', lastDigits: card.slice(-4), outcome: null });
    const again = await enter(entryFor(card, 'someone-else@example.ie'));
    expect(again.entry?.uuid).toBe(first.entry?.uuid);
    expect(again.entry?.email).toBe('holder@example.ie');

    const confirmation = await firstMailTo('holder@example.ie');
    expect(confirmation?.subject).toBe('Your gift card is in the Giftcard Shop balance doubler draw');
    expect(confirmation?.text).toContain(`ending in ${card.slice(-4)}`);
    // A card without a product is named after the shop's list of cards, as the storefront names it.
    expect(confirmation?.text).toContain(`/doubler/thank-you/gift-cards/?entry=${first.entry!.uuid}`);
    // The second entry changed nothing, so nobody is told about it.
    expect(mailsTo('someone-else@example.ie')).toEqual([]);

    const { doublerEntry } = await stack.api.gql(DoublerEntryDocument, { userData: IE, uuid: first.entry!.uuid });
    expect(doublerEntry.entry?.lastDigits).toBe(card.slice(-4));
    const { doublerEntry: unknown } = await stack.api.gql(DoublerEntryDocument, { userData: IE, uuid: 'not-a-uuid' });
    expect(unknown.errors[0]?.code).toBe(API_ERROR_CODES.NOT_FOUND);
  });

  it('refuses an entry without the conditions, a wrong PIN and a card that cannot be spent, with their codes', async () => {
    const card = await insertTestCard(stack.api);
    const token = await solvedCaptcha(stack.api);
    const withoutConditions = await enter({ ...entryFor(card), acceptConditions: false }, token);
    expect(withoutConditions.errors).toEqual([
      { code: 4000, message: 'Please accept the conditions of the draw', referencedRequestParameter: 'acceptConditions', retryAfterSeconds: null },
    ]);
    // Nothing above spent the captcha.
    expect((await enter({ ...entryFor(card), pin: '000111' }, token)).errors[0]?.code).toBe(API_ERROR_CODES.GIFT_CARD_UNKNOWN);
    const empty = await insertTestCard(stack.api, { valueMinor: 2500, balanceMinor: 0 });
    expect((await enter(entryFor(empty))).errors[0]?.code).toBe(API_ERROR_CODES.GIFT_CARD_NO_BALANCE);
    const blocked = await insertTestCard(stack.api, { status: 'BLOCKED' });
    expect((await enter(entryFor(blocked))).errors[0]?.code).toBe(API_ERROR_CODES.GIFT_CARD_BLOCKED);
  });

  it('doubles the balance of one entry whose card can still be spent, once, and e-mails every entrant the outcome', async () => {
    const drawDate = '2031-03-03';
    const storeId = 70;
    const winner = await insertTestCard(stack.api, { valueMinor: 5000, balanceMinor: 1750 });
    const spent = await insertTestCard(stack.api, { valueMinor: 2500 });
    const enterFor = async (number: string, email: string) => {
      const [{ id }] = (await stack.api.sql.query<{ id: number }>('SELECT id FROM gift_cards WHERE number = $1', [number])) as [{ id: number }];
      await stack.api.sql.query(`INSERT INTO doubler_entries (store_id, card_id, draw_date, email, language) VALUES ($1, $2, $3, $4, 'en')`, [storeId, id, drawDate, email]);
    };
    await enterFor(winner, 'winner@example.ie');
    await enterFor(spent, 'spent@example.ie');
    // The second card was spent to nothing after it was entered: it cannot win.
    await stack.api.sql.query(
      `INSERT INTO card_ledger (store_id, card_id, kind, amount_minor, balance_after_minor, reference) SELECT 70, id, 'DEBIT', -2500, 0, 'spent' FROM gift_cards WHERE number = $1`,
      [spent],
    );

    const outcome = await drawDoubler(stack.api.database.db, storeId, drawDate, () => 0);
    expect(outcome).toMatchObject({ kind: 'won', prizeMinor: 1750, eligibleEntries: 1 });
    expect(await balanceOf(winner)).toBe(3500);
    expect(await drawDoubler(stack.api.database.db, storeId, drawDate)).toEqual({ kind: 'held-before' });
    expect(await balanceOf(winner)).toBe(3500);

    const mail = await firstMailTo('winner@example.ie');
    expect(mail?.subject).toBe('You won: the balance of your Giftcard Shop gift card has been doubled');
    expect(mail?.text).toContain('€17.50');
    expect(mail?.text).toContain('€35.00');
    expect(mail?.text).toContain(winner.slice(-4));

    const result = await firstMailTo('spent@example.ie');
    expect(result?.subject).toBe('The Giftcard Shop balance doubler draw of 3 March 2031 has been held');
    expect(result?.text).toContain(`ending in ${spent.slice(-4)} was not drawn this time`);
    expect(result?.text).toContain('the next draw, on 7 April 2031');
    expect(result?.text).toContain('/doubler/');
    // The winner hears it once, from the winner's e-mail.
    expect(mailsTo('winner@example.ie')).toHaveLength(1);
  });

  it('holds a draw once when two runs start together, whichever card each would pick', async () => {
    const drawDate = '2031-05-05';
    const cards = [await insertTestCard(stack.api, { valueMinor: 1000 }), await insertTestCard(stack.api, { valueMinor: 2000 })];
    for (const number of cards) {
      await stack.api.sql.query(
        `INSERT INTO doubler_entries (store_id, card_id, draw_date, email, language) SELECT 70, id, $2, 'twin@example.ie', 'en' FROM gift_cards WHERE number = $1`,
        [number, drawDate],
      );
    }
    const outcomes = await Promise.all([
      drawDoubler(stack.api.database.db, 70, drawDate, () => 0),
      drawDoubler(stack.api.database.db, 70, drawDate, () => 1),
    ]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['held-before', 'won']);
    const [{ count }] = (await stack.api.sql.query<{ count: number }>(`SELECT count(*)::int AS count FROM card_ledger WHERE reference = $1`, [`doubler:${drawDate}`])) as [{ count: number }];
    expect(count).toBe(1);
  });

  it('holds a draw without eligible entries without a winner', async () => {
    expect(await drawDoubler(stack.api.database.db, 70, '2031-04-07')).toEqual({ kind: 'no-eligible-entry' });
    const [draw] = await stack.api.sql.query<{ winning_entry_id: string | null }>(`SELECT winning_entry_id FROM doubler_draws WHERE store_id = 70 AND draw_date = '2031-04-07'`);
    expect(draw?.winning_entry_id).toBeNull();
  });
});
