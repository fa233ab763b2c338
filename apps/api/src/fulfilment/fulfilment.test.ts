import { loadBrand } from '@shop/brand-config/node';
import { createJobWorker, type JobRegistry } from '../jobs/index.ts';
import { seed, seedStoreFromBrand, type DatabaseConnection } from '@shop/db';
import { createTestDatabase } from '@shop/db/testing';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sqlClientFor, type SqlClient } from '../__fixtures__/sql.ts';
import { createMailer, type Mailer } from '../mail/index.ts';
import { startTestSmtp, type TestSmtp } from '../mail/testSmtp.ts';
import { tenantFromBrandConfig } from '../tenancy/fromBrandConfig.ts';
import type { TenantBrand } from '../tenancy/brands.ts';
import { passesLuhn } from './cardNumber.ts';
import { issueGiftCards } from './issueGiftCards.ts';
import { fulfilmentJobs, onOrderPaid, onTransferPending } from './index.ts';
import { verifyPin } from './pin.ts';
import { sendGiftCardEmail } from './sendGiftCardEmail.ts';
import { sendOrderConfirmation } from './sendOrderConfirmation.ts';

let connection: DatabaseConnection;
let sql: SqlClient;
let smtp: TestSmtp;
let mailer: Mailer;
let brand: TenantBrand;
const logLines: string[] = [];
const logger = {
  info: (...parts: unknown[]) => void logLines.push(parts.join(' ')),
  warn: (...parts: unknown[]) => void logLines.push(parts.join(' ')),
  error: (...parts: unknown[]) => void logLines.push(parts.join(' ')),
};

const buyer = { customerType: 'PRIVATE', firstName: 'Ciarán', lastName: 'Walsh', email: 'ciaran@example.ie', phoneNumber: '+353871234567', invoiceEmail: 'ciaran@example.ie' };
const personalMessage = 'Happy birthday, <b>Aoife</b>! <script>x()</script>';

function context() {
  return { mailer, brands: [brand], publicOrigin: 'http://localhost:3000' };
}

function worker() {
  return createJobWorker({ db: connection.db, registry: fulfilmentJobs(context()) as unknown as JobRegistry, logger });
}

async function drain() {
  const w = worker();
  while ((await w.runDueJobs()) > 0);
}

let orderCounter = 0;

/** The totals as placing stores them: each fee with the title the shopper saw at checkout. */
const PLACED_TOTALS = {
  subTotal: 10_000,
  fees: [{ title: 'Service fee', amount: 95 }, { title: 'Packaging fee', amount: 50 }],
  shipping: 395,
  extras: 0,
  tax: 100,
  grandTotalWithoutTax: 10_440,
  grandTotal: 10_540,
};

/** A placed, paid order: a digital package of two €25 cards for Aoife (with design and message), a physical €50 card. */
async function paidOrder(totals: Readonly<Record<string, unknown>> & { readonly grandTotal: number } = PLACED_TOTALS): Promise<{ orderId: string; digitalPackageId: number }> {
  orderCounter += 1;
  const one = async <Row>(text: string, params: unknown[]) => (await sql.query<Row>(text, params))[0] as Row;
  const [digitalVariation] = await sql.query<{ id: number }>(`SELECT id FROM product_variations WHERE store_id = 70 AND variation_type = 'digital' ORDER BY id LIMIT 1`);
  const [physicalVariation] = await sql.query<{ id: number }>(`SELECT id FROM product_variations WHERE store_id = 70 AND variation_type = 'physical' ORDER BY id LIMIT 1`);
  const [design] = await sql.query<{ id: number }>(`SELECT id FROM extras WHERE store_id = 70 AND kind = 'DIGITAL_WRAPPER' ORDER BY id LIMIT 1`);
  const [message] = await sql.query<{ id: number }>(`SELECT id FROM extras WHERE store_id = 70 AND kind = 'PERSONAL_MESSAGE' ORDER BY id LIMIT 1`);
  const { id: orderId } = await one<{ id: string }>(
    `INSERT INTO orders (store_id, language, status, placed_at, number, place_key, customer, grand_total_minor, totals, delivery_mode, completed_at)
     VALUES (70, 'en', 'COMPLETED', now(), $1, $2, $3, $4, $5, 'DEFAULT', now()) RETURNING id`,
    [`70-${String(orderCounter).padStart(7, '0')}`, `key-${orderCounter}`, JSON.stringify(buyer), totals.grandTotal, JSON.stringify(totals)],
  );
  const { id: digital } = await one<{ id: number }>(
    `INSERT INTO shipments (store_id, order_id, tag, delivery_kind) VALUES (70, $1, 'digital', 'DIGITAL') RETURNING id`, [orderId]);
  const { id: physical } = await one<{ id: number }>(
    `INSERT INTO shipments (store_id, order_id, tag, delivery_kind, delivery_address, registered, shipping_cost_minor, dispatch_date, delivered_from, delivered_by)
     VALUES (70, $1, 'physical', 'PHYSICAL', $2, false, 395, '2026-11-24', '2026-11-25', '2026-11-27') RETURNING id`,
    [orderId, JSON.stringify({ firstName: 'Seán', lastName: 'Murphy', street: 'Main Street', houseNumber: '12', addressLine1: 'Apartment 4', postCode: 'D02 X285', city: 'Dublin', countryCode: 'IE' })],
  );
  const pkg = async (shipmentId: number, receiver: [string, string] | [null, null]) => {
    const { id: groupId } = await one<{ id: number }>(
      `INSERT INTO package_groups (store_id, order_id, shipment_id, tag) VALUES (70, $1, $2, $3) RETURNING id`, [orderId, shipmentId, `g${shipmentId}`]);
    return (await one<{ id: number }>(
      `INSERT INTO packages (store_id, order_id, package_group_id, shipment_id, receiver_name, receiver_email) VALUES (70, $1, $2, $3, $4, $5) RETURNING id`,
      [orderId, groupId, shipmentId, ...receiver],
    )).id;
  };
  const digitalPackageId = await pkg(digital, ['Aoife Byrne', 'aoife@example.ie']);
  const physicalPackageId = await pkg(physical, [null, null]);
  const item = `INSERT INTO order_items (store_id, order_id, package_id, item_type, variation_id, extra_id, qty, unit_price_minor, message_text) VALUES (70, $1, $2, $3, $4, $5, $6, $7, $8)`;
  await sql.query(item, [orderId, digitalPackageId, 'GIFTCARD', digitalVariation?.id, null, 2, 2500, null]);
  await sql.query(item, [orderId, digitalPackageId, 'DIGITAL_WRAPPER', null, design?.id, 1, 0, null]);
  await sql.query(item, [orderId, digitalPackageId, 'PERSONAL_MESSAGE', null, message?.id, 1, 0, personalMessage]);
  await sql.query(item, [orderId, physicalPackageId, 'GIFTCARD', physicalVariation?.id, null, 1, 5000, null]);
  return { orderId, digitalPackageId };
}

interface CardRow { id: number; number: string; pin_hash: string; delivery_kind: string; initial_value_minor: number; emailed_at: Date | null; package_id: number }
const cardsOf = (orderId: string) => sql.query<CardRow>(`SELECT * FROM gift_cards WHERE order_id = $1 ORDER BY package_id, sequence`, [orderId]);

/** The PINs of an e-mail in card order (the plain-text part lists 'PIN' and the PIN under it). */
function pinsIn(mail: ParsedMail): string[] {
  return [...(mail.text ?? '').matchAll(/PIN\s*\n+\s*(\d{6})\b/g)].map((match) => match[1] ?? '');
}

beforeAll(async () => {
  const config = loadBrand('GCSIE');
  connection = await createTestDatabase();
  await seed(connection.db, { stores: [seedStoreFromBrand(config)] });
  sql = sqlClientFor(connection);
  brand = tenantFromBrandConfig(config);
  smtp = await startTestSmtp();
  mailer = createMailer({ smtpUrl: smtp.url });
}, 180_000);
afterAll(async () => {
  mailer?.close();
  await smtp?.close();
  await connection?.close();
});
beforeEach(() => {
  smtp.clear();
  logLines.length = 0;
});

describe('fulfilment of a paid order', () => {
  it('issues each card once, with its ledger entry, and e-mails number and PIN to the receiver', async () => {
    const { orderId } = await paidOrder();
    await connection.db.transaction((tx) => onOrderPaid(tx, { storeId: 70, orderId }));
    await connection.db.transaction((tx) => onOrderPaid(tx, { storeId: 70, orderId }));
    await drain();
    expect((await issueGiftCards(connection.db, brand, orderId)).issued).toBe(0);

    const cards = await cardsOf(orderId);
    expect(cards.map((card) => [card.delivery_kind, Number(card.initial_value_minor)])).toEqual([['DIGITAL', 2500], ['DIGITAL', 2500], ['PHYSICAL', 5000]]);
    for (const card of cards) {
      expect(card.number).toMatch(/^6280070\d{12}$/);
      expect(passesLuhn(card.number)).toBe(true);
      expect(card.pin_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    }
    expect(cards.map((card) => card.emailed_at !== null)).toEqual([true, true, false]);
    const ledger = await sql.query<{ card_id: number; kind: string; amount_minor: string; balance_after_minor: string; reference: string }>(
      `SELECT card_id, kind, amount_minor::text, balance_after_minor::text, reference FROM card_ledger WHERE card_id = ANY($1) ORDER BY card_id`,
      [cards.map((card) => card.id)],
    );
    expect(ledger.map((entry) => [entry.kind, Number(entry.amount_minor), Number(entry.balance_after_minor), entry.reference])).toEqual(
      cards.map((card) => ['ISSUE', Number(card.initial_value_minor), Number(card.initial_value_minor), `issue:${orderId}`]),
    );

    const mails = await smtp.waitForMessages(2);
    const giftMail = mails.find((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === 'aoife@example.ie');
    const confirmation = mails.find((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === 'ciaran@example.ie');
    expect(mails).toHaveLength(2);
    if (!giftMail || !confirmation) throw new Error('expected a gift card e-mail and a confirmation');

    const digitalCards = cards.filter((card) => card.delivery_kind === 'DIGITAL');
    const pins = pinsIn(giftMail);
    expect(pins).toHaveLength(2);
    for (const [index, card] of digitalCards.entries()) {
      expect(giftMail.text).toContain(card.number.replace(/(\d{4})(?=\d)/g, '$1 '));
      expect(await verifyPin(card.pin_hash, pins[index] ?? '')).toBe(true);
    }
    expect(giftMail.html).not.toContain('<script>x()</script>');
    // The e-mail links to the balance check in the storefront's own paths.
    expect(giftMail.html).toContain(`href="http://localhost:3000${brand.screenPath('en', 'redeemStart')}"`);
    expect(giftMail.text).toContain(personalMessage);
    // The receiver reads which gift card it is, in the order's language.
    const [product] = await sql.query<{ title: string }>(
      `SELECT t.title FROM order_items oi JOIN product_variations pv ON pv.id = oi.variation_id
       JOIN product_translations t ON t.product_id = pv.product_id AND t.language = 'en'
       WHERE oi.package_id = $1 AND oi.item_type = 'GIFTCARD'`,
      [digitalCards[0]!.package_id],
    );
    expect(product?.title).toBeTruthy();
    expect(giftMail.text).toContain(product!.title);
    expect(giftMail.subject).toContain('Ciarán');
    expect(giftMail.from?.text).toContain('no-reply@');

    expect(confirmation.subject).toContain('70-');
    for (const fact of ['Aoife Byrne', 'aoife@example.ie', '12 Main Street', 'Dublin D02 X285', 'http://localhost:3000/']) {
      expect(confirmation.text).toContain(fact);
    }
    // The further address line is printed between the street and the town, as on the label.
    expect(confirmation.text).toMatch(/12 Main Street\s+Apartment 4\s+Dublin D02 X285/);
    expect(confirmation.html).toContain(`http://localhost:3000${brand.screenPath('en', 'checkoutConfirmation', { uuid: orderId })}`);
    // Each fee on its own row, as checkout showed them, not one 'Service fee' of €1.45.
    expect(confirmation.text).toMatch(/Service fee\s+€0\.95/);
    expect(confirmation.text).toMatch(/Packaging fee\s+€0\.50/);
    expect(confirmation.text).not.toContain('€1.45');

    // The PIN is nowhere in the database, and no card number reached the logs.
    const tables = await sql.query<{ table_name: string }>(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`);
    for (const { table_name } of tables) {
      const [dump] = await sql.query<{ text: string | null }>(`SELECT string_agg(t::text, ' ') AS text FROM "${table_name}" t`);
      for (const pin of pins) expect(dump?.text ?? '', `${table_name} holds a PIN`).not.toContain(pin);
    }
    const jobPayloads = await sql.query<{ payload: unknown; last_error: string | null }>(`SELECT payload, last_error FROM jobs`);
    for (const card of cards) {
      expect(logLines.join('\n')).not.toContain(card.number);
      expect(JSON.stringify(jobPayloads)).not.toContain(card.number);
    }
  });

  it('issues nothing for an order whose payment was refunded first, and never e-mails a card that was blocked', async () => {
    const refunded = await paidOrder();
    await sql.query(
      `INSERT INTO payments (store_id, order_id, attempt, method, status, amount_minor, currency, request_key) VALUES (70, $1, 1, 'CARD', 'REFUNDED', 10545, 'EUR', $2)`,
      [refunded.orderId, `refund-${refunded.orderId}`],
    );
    await expect(issueGiftCards(connection.db, brand, refunded.orderId)).rejects.toThrow('order is not paid');
    expect(await cardsOf(refunded.orderId)).toEqual([]);

    const { orderId, digitalPackageId } = await paidOrder();
    await issueGiftCards(connection.db, brand, orderId);
    await sql.query(`UPDATE gift_cards SET status = 'BLOCKED' WHERE order_id = $1`, [orderId]);
    expect(await sendGiftCardEmail(connection.db, context(), 70, digitalPackageId)).toBe(0);
    expect(smtp.messages).toEqual([]);
  });

  it('re-sends with new PINs when the worker died between sending and marking, and the old PINs stop working', async () => {
    const { orderId, digitalPackageId } = await paidOrder();
    await connection.db.transaction((tx) => onOrderPaid(tx, { storeId: 70, orderId }));
    await drain();
    const [first] = (await smtp.waitForMessages(2)).filter((mail) => !Array.isArray(mail.to) && mail.to?.text === 'aoife@example.ie');
    if (!first) throw new Error('no gift card e-mail');
    const firstPins = pinsIn(first);

    // Handled again after it finished: nothing left to send.
    expect(await sendGiftCardEmail(connection.db, context(), 70, digitalPackageId)).toBe(0);

    // The crash: the e-mail went out but emailed_at was never written.
    await sql.query(`UPDATE gift_cards SET emailed_at = NULL WHERE package_id = $1`, [digitalPackageId]);
    smtp.clear();
    expect(await sendGiftCardEmail(connection.db, context(), 70, digitalPackageId)).toBe(2);
    const [second] = await smtp.waitForMessages(1);
    if (!second) throw new Error('no second e-mail');
    const secondPins = pinsIn(second);
    const digitalCards = (await cardsOf(orderId)).filter((card) => card.delivery_kind === 'DIGITAL');
    for (const [index, card] of digitalCards.entries()) {
      expect(await verifyPin(card.pin_hash, secondPins[index] ?? '')).toBe(true);
      if (firstPins[index] !== secondPins[index]) expect(await verifyPin(card.pin_hash, firstPins[index] ?? '')).toBe(false);
      expect(card.emailed_at).not.toBeNull();
    }
  });

  it('keeps the gift card e-mail due while mail is off', async () => {
    const { orderId, digitalPackageId } = await paidOrder();
    await issueGiftCards(connection.db, brand, orderId);
    const off = { mailer: createMailer({ smtpUrl: undefined }), brands: [brand] };
    await expect(sendGiftCardEmail(connection.db, off, 70, digitalPackageId)).rejects.toThrow(/mail is off/);
    expect((await cardsOf(orderId)).every((card) => card.emailed_at === null)).toBe(true);
    await drain();
    expect((await cardsOf(orderId)).map((card) => card.emailed_at !== null)).toEqual([true, true, false]);
  });

  it('confirms an order placed before its fees were kept apart, with their sum as the service fee', async () => {
    const { orderId } = await paidOrder({ subTotal: 10_000, serviceFee: 150, shipping: 395, extras: 0, tax: 102, grandTotalWithoutTax: 10_443, grandTotal: 10_545 });
    await sendOrderConfirmation(connection.db, context(), 70, orderId);
    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.text).toMatch(/Service fee\s+€1\.50/);
    expect(mail?.text).toContain('€105.45');
  });
});

describe('bank transfer instructions', () => {
  it('e-mails the buyer what to transfer where, once per payment', async () => {
    const { orderId } = await paidOrder();
    await sql.query(`UPDATE orders SET status = 'PENDING', completed_at = NULL WHERE id = $1`, [orderId]);
    const action = {
      kind: 'TRANSFER',
      transfer: { iban: 'NL44RABO0123456789', bic: 'RABONL2U', beneficiary: 'Sandbox PSP B.V.', reference: 'RF71 4400 0000 0001', amount: { currency: 'EUR', value: 10_545 }, expiresAt: '2026-12-01T12:00:00Z' },
    };
    const [payment] = await sql.query<{ id: string }>(
      `INSERT INTO payments (store_id, order_id, attempt, method, status, amount_minor, currency, request_key, action)
       VALUES (70, $1, 1, 'BANK_TRANSFER', 'PENDING', 10545, 'EUR', $2, $3) RETURNING id`,
      [orderId, `pay-${orderId}`, JSON.stringify(action)],
    );
    const ref = { storeId: 70, orderId, paymentId: payment?.id ?? '' };
    await connection.db.transaction((tx) => onTransferPending(tx, ref));
    await connection.db.transaction((tx) => onTransferPending(tx, ref));
    await drain();
    const mails = await smtp.waitForMessages(1);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(!Array.isArray(mail?.to) && mail?.to?.text).toBe('ciaran@example.ie');
    for (const fact of ['NL44 RABO 0123 4567 89', 'RABONL2U', 'Sandbox PSP B.V.', 'RF71 4400 0000 0001', '€105.45', '1 December 2026']) {
      expect(mail?.text).toContain(fact);
    }
  });
});
