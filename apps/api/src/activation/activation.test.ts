import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import {
  ActivationOrderDocument,
  AddGiftcardPackageDocument,
  CaptchaChallengeDocument,
  CreateActivationOrderDocument,
  PlaceOrderDocument,
  PlacedOrderDocument,
  type ActivationInput,
} from '@shop/graphql/operations';
import type { ParsedMail } from 'mailparser';
import { digitalCheckout } from '../__fixtures__/checkoutInput.ts';
import { startCheckoutStack, type CheckoutStack } from '../__fixtures__/checkoutStack.ts';
import { IE } from '../__fixtures__/testApi.ts';
import { createCaptcha } from '../captcha/captcha.ts';
import type { ApiFailure } from '../errors.ts';
import { createRateLimiter, createRateLimits, DEFAULT_RATE_LIMIT_POLICIES } from '../rateLimit/index.ts';
import { BrandRegistry, resolveTenant } from '../tenancy/tenant.ts';
import { activateChoiceCard } from './activateChoiceCard.ts';
import { createActivationOrder } from './createActivationOrder.ts';

/**
 * Choice cards end to end on the API: bought and paid through checkout (the sandbox payment service), issued as
 * CHOICE and NOT_ACTIVATED, activated through `createActivationOrder` and the durable job, e-mailed to the holder.
 */

let stack: CheckoutStack;
let choiceVariations: { digital: string; physical: string };
const captcha = createCaptcha({ cost: 10 });

beforeAll(async () => {
  // Generous limits: these tests make many requests from one address; the limit itself is tested on its own.
  stack = await startCheckoutStack({
    captcha,
    rateLimits: createRateLimits({ kind: 'memory' }, { ...DEFAULT_RATE_LIMIT_POLICIES, cardActivation: { limit: 1000, windowSeconds: 3600 }, basketCreation: { limit: 1000, windowSeconds: 3600 } }),
  });
  const rows = await stack.api.sql.query<{ id: string; variation_type: string }>(
    `SELECT pv.id::text AS id, pv.variation_type::text FROM product_variations pv JOIN products p ON p.id = pv.product_id
     WHERE p.store_id = 70 AND p.is_choice_card`,
  );
  const of = (type: string) => rows.find((row) => row.variation_type === type)?.id ?? '';
  choiceVariations = { digital: of('digital'), physical: of('physical') };
}, 90_000);
afterAll(() => stack?.close());
beforeEach(() => stack.smtp.clear());

async function captchaToken(): Promise<string> {
  const { captchaChallenge } = await stack.api.gql(CaptchaChallengeDocument, { userData: IE });
  const challenge = JSON.parse(captchaChallenge.challenge!.json) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface CardRow { id: number; number: string; kind: string; status: string; delivery_kind: string; activated_at: Date | null; initial_value_minor: string }
const cardsOf = (orderId: string) =>
  stack.api.sql.query<CardRow>(`SELECT id, number, kind, status, delivery_kind, activated_at, initial_value_minor::text FROM gift_cards WHERE order_id = $1 ORDER BY delivery_kind`, [orderId]);
const cardByNumber = async (number: string) =>
  (await stack.api.sql.query<CardRow>(`SELECT id, number, kind, status, delivery_kind, activated_at, initial_value_minor::text FROM gift_cards WHERE number = $1`, [number]))[0];

const address = { firstName: 'Aoife', lastName: 'Byrne', street: 'Grand Canal Street', houseNumber: '12', postCode: 'D02 X285', city: 'Dublin', countryCode: 'IE' };

/** Buys one digital (€50, for Ciara) and one physical (€40, by post) choice card and pays by card; answers the order id. */
async function buyChoiceCards(): Promise<string> {
  const add = async (orderUuid: string | null, variationId: string, amount: number) =>
    (await stack.api.gql(AddGiftcardPackageDocument, { userData: IE, orderUuid, package: { variationId, amount, quantity: 1 } })).addGiftcardPackage.order!;
  const first = await add(null, choiceVariations.digital, 5000);
  const cart = await add(first.uuid, choiceVariations.physical, 4000);
  const digitalPackage = cart.packagesGroups.find((group) => group.tag === 'DIGITAL')!.packageId;
  const checkout = { ...digitalCheckout([digitalPackage]), physicalDeliveries: [{ address }] };
  const { placeOrder } = await stack.api.gql(PlaceOrderDocument, { userData: IE, orderUuid: cart.uuid, idempotencyKey: randomUUID(), checkout });
  expect(placeOrder.errors).toEqual([]);
  const form = new URLSearchParams({ holderName: 'Aoife Byrne', number: '4111 1111 1111 1111', expiryMonth: '12', expiryYear: String(new Date().getFullYear() + 2), cvc: '123' });
  await fetch(placeOrder.action!.url!, { method: 'POST', body: form, redirect: 'manual' });
  await eventually(async () => (await stack.api.gql(PlacedOrderDocument, { userData: IE, uuid: cart.uuid })).placedOrder.order?.status, (status) => status === 'COMPLETED');
  await eventually(() => cardsOf(cart.uuid), (cards) => cards.length === 2);
  return cart.uuid;
}

async function activate(input: Omit<ActivationInput, 'captchaToken'> & { captchaToken?: string }, userData = IE) {
  const activation = { ...input, captchaToken: input.captchaToken ?? (await captchaToken()) };
  return (await stack.api.gql(CreateActivationOrderDocument, { userData, activation })).createActivationOrder;
}

const isTo = (mail: ParsedMail, address: string) => JSON.stringify(mail.to).toLowerCase().includes(address);

/** The e-mails to one address, once there are `count` of them. */
async function mailsTo(address: string, count = 1): Promise<ParsedMail[]> {
  const mails = await eventually(async () => stack.smtp.messages.filter((mail) => isTo(mail, address)), (found) => found.length >= count);
  expect(mails.length).toBeGreaterThanOrEqual(count);
  return mails;
}

describe('a choice card bought online', () => {
  it('is issued as a CHOICE card waiting for activation, digital and physical alike; the digital e-mail says how to activate it', async () => {
    const orderId = await buyChoiceCards();
    const [digital, physical] = await cardsOf(orderId);
    expect([digital, physical].map((card) => [card?.delivery_kind, card?.kind, card?.status, card?.activated_at])).toEqual([
      ['DIGITAL', 'CHOICE', 'NOT_ACTIVATED', null],
      ['PHYSICAL', 'CHOICE', 'NOT_ACTIVATED', null],
    ]);
    const [cardMail] = await mailsTo('ciara@example.ie');
    expect(cardMail?.text).toContain('Before you can spend it, activate your All-in-1 Choice gift card');
    expect(cardMail?.html).toContain('http://localhost:3000/activate/');
  }, 90_000);
});

describe('activation', () => {
  let cards: CardRow[];
  beforeAll(async () => {
    cards = await cardsOf(await buyChoiceCards());
  }, 90_000);

  it('activates a card through the durable job and e-mails its holder; asking again answers with the same order', async () => {
    const physical = cards.find((card) => card.delivery_kind === 'PHYSICAL')!;
    const grouped = physical.number.replace(/(\d{4})(?=\d)/g, '$1 ');
    const first = await activate({ cardNumber: grouped, amount: 4000, email: 'Holder@Example.ie ' });
    expect(first.errors).toEqual([]);
    expect(first.order).toMatchObject({ status: 'PENDING', email: 'Holder@Example.ie', amount: { value: 4000, currency: 'EUR' }, card: { lastDigits: physical.number.slice(-4), deliveryKind: 'PHYSICAL' } });
    expect(JSON.stringify(first.order)).not.toContain(physical.number);
    const requested = Date.parse(first.order!.requestedAt);
    expect(Date.parse(first.order!.promisedBy) - requested).toBe(24 * 60 * 60 * 1000);

    const uuid = first.order!.uuid;
    const done = await eventually(async () => (await stack.api.gql(ActivationOrderDocument, { userData: IE, uuid })).activationOrder.order, (order) => order?.status === 'COMPLETED');
    expect(done).toMatchObject({ status: 'COMPLETED', processedAt: expect.any(String), card: { activatedAt: expect.any(String), value: { value: 4000 } } });
    expect(await cardByNumber(physical.number)).toMatchObject({ status: 'ACTIVE', activated_at: expect.any(Date) });

    const [mail] = await mailsTo('holder@example.ie');
    expect(mail?.subject).toBe('Your All-in-1 Choice gift card from Giftcard Shop is active');
    expect(mail?.text).toContain(`Ending in ${physical.number.slice(-4)}`);
    expect(mail?.text).not.toContain(physical.number);
    expect(mail?.html).toContain(`http://localhost:3000/carddetails/?order=${uuid}`);

    const again = await activate({ cardNumber: physical.number, amount: 4000, email: 'holder@example.ie' });
    expect(again.order?.uuid).toBe(uuid);
    // The order is the holder's key to its pages, in its own store only.
    for (const [userData, key] of [[stack.api.nlUserData, uuid], [IE, 'not-a-uuid'], [IE, randomUUID()]] as const) {
      const { activationOrder } = await stack.api.gql(ActivationOrderDocument, { userData, uuid: key });
      expect(activationOrder).toEqual({ order: null, errors: [{ code: 4004, message: 'Activation order was not found.', referencedRequestParameter: 'uuid', retryAfterSeconds: null }] });
    }
    const jobs = await stack.api.sql.query<{ kind: string }>(`SELECT kind FROM jobs WHERE payload->>'activationOrderId' = $1 ORDER BY id`, [uuid]);
    expect(jobs.map((job) => job.kind)).toEqual(['activate-choice-card', 'send-activation-email']);
  }, 60_000);

  it('refuses in the spec words: a wrong amount, an unknown number or another holder all get "failed"; a foreign prefix, a bad e-mail, a bad number have their own', async () => {
    const digital = cards.find((card) => card.delivery_kind === 'DIGITAL')!;
    const failed = { code: 4100, message: 'We could not activate this card. Please check the card number and the amount and try again.', referencedRequestParameter: null, retryAfterSeconds: null };
    expect((await activate({ cardNumber: digital.number, amount: 4999, email: 'holder@example.ie' })).errors).toEqual([failed]);
    const unknown = `6280070${'0'.repeat(11)}${digital.number.endsWith('1') ? '2' : '1'}`;
    expect((await activate({ cardNumber: unknown, amount: 5000, email: 'holder@example.ie' })).errors).toEqual([failed]);
    const physicalActivated = cards.find((card) => card.delivery_kind === 'PHYSICAL')!;
    expect((await activate({ cardNumber: physicalActivated.number, amount: 4000, email: 'someone.else@example.ie' })).errors).toEqual([failed]);

    expect((await activate({ cardNumber: `9999999${digital.number.slice(7)}`, amount: 5000, email: 'holder@example.ie' })).errors).toEqual([
      { code: 4101, message: 'This card number cannot be activated in our shop. Please check the number and try again.', referencedRequestParameter: 'activation.cardNumber', retryAfterSeconds: null },
    ]);
    expect((await activate({ cardNumber: digital.number, amount: 5000, email: 'holder@example' })).errors).toEqual([
      { code: 4102, message: 'Incorrect e-mail address. Please check it and try again.', referencedRequestParameter: 'activation.email', retryAfterSeconds: null },
    ]);
    expect((await activate({ cardNumber: digital.number.slice(0, 18), amount: 5000, email: 'holder@example.ie' })).errors).toEqual([
      { code: 4000, message: 'Card number should be 19 digits long.', referencedRequestParameter: 'activation.cardNumber', retryAfterSeconds: null },
    ]);
    expect((await activate({ cardNumber: digital.number, amount: 5000, email: 'holder@example.ie', captchaToken: 'x' })).errors[0]).toMatchObject({ code: 4008 });
    const nl = await activate({ cardNumber: digital.number, amount: 4999, email: 'holder@example.ie' }, stack.api.nlUserData);
    expect(nl.errors[0]).toMatchObject({ code: 4101 });

    expect((await cardByNumber(digital.number))?.status).toBe('NOT_ACTIVATED');
    const [orders] = await stack.api.sql.query<{ n: string }>(`SELECT count(*)::text AS n FROM activation_orders WHERE card_id = $1`, [digital.id]);
    expect(orders?.n).toBe('0');
  }, 60_000);

  it('never activates a standard card', async () => {
    const [standard] = await stack.api.sql.query<{ number: string; value: string }>(
      `INSERT INTO gift_cards (store_id, number, pin_hash, sequence, delivery_kind, currency, initial_value_minor, expires_at)
       VALUES (70, '6280070123456789012', 'x', 1, 'DIGITAL', 'EUR', 2500, now() + interval '1 year') RETURNING number, initial_value_minor::text AS value`,
    );
    expect((await activate({ cardNumber: standard!.number, amount: 2500, email: 'holder@example.ie' })).errors[0]).toMatchObject({ code: 4100 });
  });
});

describe('the activation job', () => {
  async function pendingOrder(delayMinutes: number, email: string) {
    const orderId = await buyChoiceCards();
    const card = (await cardsOf(orderId)).find((row) => row.delivery_kind === 'DIGITAL')!;
    const registry = new BrandRegistry(stack.api.brands);
    const tenant = resolveTenant(registry, IE, new Headers());
    const limiter = createRateLimiter({ kind: 'memory' }, 'test-activation', { limit: 100, windowSeconds: 60 });
    const activationOrderId = await createActivationOrder(
      stack.api.database.db,
      tenant,
      { cardNumber: card.number, amount: 5000, email, captchaToken: await captchaToken() },
      { captcha, limiter, clientAddress: '203.0.113.9', settings: { delayMinutes } },
    );
    return { card, activationOrderId };
  }

  it('waits for the configured delay, then activates once however often it runs', async () => {
    const { card, activationOrderId } = await pendingOrder(90, 'later@example.ie');
    const [job] = await stack.api.sql.query<{ due_in_minutes: number }>(
      `SELECT round(extract(epoch FROM run_at - now()) / 60)::int AS due_in_minutes FROM jobs WHERE dedupe_key = $1`,
      [`activate-choice-card:${activationOrderId}`],
    );
    expect(job?.due_in_minutes).toBe(90);
    await stack.worker.runDueJobs();
    expect((await cardByNumber(card.number))?.status).toBe('NOT_ACTIVATED');

    // Time passes: the job falls due and the running worker picks it up.
    await stack.api.sql.query(`UPDATE jobs SET run_at = now() WHERE dedupe_key = $1`, [`activate-choice-card:${activationOrderId}`]);
    await eventually(() => cardByNumber(card.number), (row) => row?.status === 'ACTIVE');
    const activatedAt = (await cardByNumber(card.number))?.activated_at;
    expect(await activateChoiceCard(stack.api.database.db, 70, activationOrderId)).toBe('already-processed');
    expect((await cardByNumber(card.number))?.activated_at).toEqual(activatedAt);
    const emails = await stack.api.sql.query<{ n: string }>(`SELECT count(*)::text AS n FROM jobs WHERE dedupe_key = $1`, [`activation-email:${activationOrderId}`]);
    expect(emails[0]?.n).toBe('1');
  }, 90_000);

  it('cancels the order of a card blocked while it waited, and tells the holder', async () => {
    const { card, activationOrderId } = await pendingOrder(90, 'blocked@example.ie');
    await stack.api.sql.query(`UPDATE gift_cards SET status = 'BLOCKED' WHERE id = $1`, [card.id]);
    expect(await activateChoiceCard(stack.api.database.db, 70, activationOrderId)).toBe('canceled');
    const [order] = await stack.api.sql.query<{ status: string }>(`SELECT status FROM activation_orders WHERE id = $1`, [activationOrderId]);
    expect(order?.status).toBe('CANCELED');
    const [mail] = await mailsTo('blocked@example.ie');
    expect(mail?.subject).toBe('We could not activate your All-in-1 Choice gift card from Giftcard Shop');
  }, 90_000);
});

describe('per-address limit', () => {
  it('refuses with 4011 past the limit, before the captcha is spent or anything is written', async () => {
    const tenant = resolveTenant(new BrandRegistry(stack.api.brands), IE, new Headers());
    const limiter = createRateLimiter({ kind: 'memory' }, 'test-activation-limit', { limit: 2, windowSeconds: 3600 });
    const services = { captcha, limiter, clientAddress: '198.51.100.7', settings: { delayMinutes: 0 } };
    const request = { cardNumber: '6280070000000000000', amount: 5000, email: 'guess@example.ie' };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await expect(createActivationOrder(stack.api.database.db, tenant, { ...request, captchaToken: await captchaToken() }, services)).rejects.toMatchObject({ apiError: { code: 4100 } });
    }
    const token = await captchaToken();
    const refused = await createActivationOrder(stack.api.database.db, tenant, { ...request, captchaToken: token }, services).catch((error: unknown) => error);
    expect(refused).toMatchObject({ apiError: { code: 4011, retryAfterSeconds: expect.any(Number) } });
    const { retryAfterSeconds } = (refused as ApiFailure).apiError;
    expect(retryAfterSeconds).toBeGreaterThan(59 * 60);
    expect(retryAfterSeconds).toBeLessThanOrEqual(60 * 60);
    // The refused attempt did not use up its solution.
    expect(await captcha.verify(stack.api.database.db, token)).toBe(true);
  }, 60_000);

  it('does not count a request the form refuses (a mistyped number, amount or e-mail): it tells nothing about a card', async () => {
    const tenant = resolveTenant(new BrandRegistry(stack.api.brands), IE, new Headers());
    const limiter = createRateLimiter({ kind: 'memory' }, 'test-activation-typos', { limit: 2, windowSeconds: 3600 });
    const services = { captcha, limiter, clientAddress: '198.51.100.8', settings: { delayMinutes: 0 } };
    const request = { cardNumber: '6280070000000000000', amount: 5000, email: 'guess@example.ie', captchaToken: 'x' };
    const typos = [{ ...request, cardNumber: '628007000000000' }, { ...request, amount: -5 }, { ...request, email: 'guess@' }, { ...request, cardNumber: '6280070000000000000 x' }];
    for (const typo of typos) {
      const refused = await createActivationOrder(stack.api.database.db, tenant, typo, services).catch((error: unknown) => error);
      expect((refused as ApiFailure).apiError.code).not.toBe(4011);
    }
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await expect(createActivationOrder(stack.api.database.db, tenant, { ...request, captchaToken: await captchaToken() }, services)).rejects.toMatchObject({ apiError: { code: 4100 } });
    }
    await expect(createActivationOrder(stack.api.database.db, tenant, { ...request, captchaToken: await captchaToken() }, services)).rejects.toMatchObject({ apiError: { code: 4011 } });
  }, 60_000);
});
