import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AddGiftcardPackageDocument,
  CartDocument,
  CartQuantityDocument,
  DeleteGiftcardPackageGroupDocument,
  ProductDetailDocument,
  UpdateGiftcardPackageDocument,
  type GiftcardPackageInput,
} from '@shop/graphql/operations';
import { MINOR_UNITS_MESSAGE } from '@shop/graphql/scalars';
import { print } from 'graphql';
import { IE, startTestApi, type TestApi } from '../__fixtures__/testApi.ts';

let api: TestApi;

interface Fixtures {
  fixedDigital: { id: string; amount: number; path: string };
  fixedPhysical: { id: string; amount: number };
  choiceDigital: string;
  appleDigital: string;
  limited: { id: string; amount: number | null };
  soldOut: { id: string; amount: number | null };
  winePhysical: string;
  wrapper: { id: string; price: number };
  digitalWrapper: { id: string; price: number };
  packing: { id: string; price: number };
  messagePrice: number;
  nlVariation: string;
}
let fx: Fixtures;

async function variation(where: string, type: 'digital' | 'physical') {
  const [row] = await api.sql.query<{ id: string; amount: number | null; path: string }>(
    `SELECT pv.id::text AS id, pv.fixed_values_minor[1]::int AS amount, t.path FROM product_variations pv
     JOIN products p ON p.id = pv.product_id
     JOIN product_translations t ON t.product_id = p.id AND t.language = 'en'
     WHERE p.store_id = 70 AND pv.variation_type = $1 AND ${where}
     ORDER BY p.position LIMIT 1`,
    [type],
  );
  if (!row) throw new Error(`no fixture for ${where}`);
  return row;
}

async function extra(kind: string) {
  const [row] = await api.sql.query<{ id: string; price: number }>(
    `SELECT id::text AS id, price_minor::int AS price FROM extras WHERE store_id = 70 AND kind = $1 AND is_active ORDER BY position LIMIT 1`,
    [kind],
  );
  if (!row) throw new Error(`no extra ${kind}`);
  return row;
}

const plain = `p.stock IS NULL AND p.per_order_limit IS NULL AND NOT p.has_apple_sum_limit
  AND NOT p.requires_registered_shipping AND cardinality(pv.fixed_values_minor) > 0`;

beforeAll(async () => {
  api = await startTestApi();
  const fixed = await variation(plain, 'digital');
  const fixedPhysical = await variation(plain, 'physical');
  const [nl] = await api.sql.query<{ id: string }>(`SELECT id::text AS id FROM product_variations WHERE store_id <> 70 LIMIT 1`);
  fx = {
    fixedDigital: { id: fixed.id, amount: fixed.amount ?? 0, path: fixed.path },
    fixedPhysical: { id: fixedPhysical.id, amount: fixedPhysical.amount ?? 0 },
    choiceDigital: (await variation('p.is_choice_card', 'digital')).id,
    appleDigital: (await variation('p.has_apple_sum_limit', 'digital')).id,
    limited: await variation('p.per_order_limit = 10 AND p.stock IS NULL', 'digital').catch(() => variation('p.per_order_limit = 10 AND p.stock IS NULL', 'physical')),
    soldOut: await variation('p.stock = 0', 'digital').catch(() => variation('p.stock = 0', 'physical')),
    winePhysical: (await variation('p.requires_registered_shipping', 'physical')).id,
    wrapper: await extra('WRAPPER'),
    digitalWrapper: await extra('DIGITAL_WRAPPER'),
    packing: await extra('GIFT_PACKING'),
    messagePrice: (await extra('PERSONAL_MESSAGE')).price,
    nlVariation: nl!.id,
  };
});
afterAll(() => api?.close());

async function add(pkg: GiftcardPackageInput, orderUuid?: string, userData = IE) {
  const result = await api.gql(AddGiftcardPackageDocument, { userData, orderUuid: orderUuid ?? null, package: pkg });
  return result.addGiftcardPackage;
}

async function newCart(pkg: GiftcardPackageInput = { variationId: fx.fixedDigital.id, amount: fx.fixedDigital.amount, quantity: 1 }) {
  const result = await add(pkg);
  expect(result.errors).toEqual([]);
  return result.order!;
}

async function readCart(orderUuid: string) {
  return (await api.gql(CartDocument, { userData: IE, orderUuid })).cartV2;
}

const vat = (gross: number) => Math.round((gross * 2300) / 12300);

describe('adding packages', () => {
  it('creates a guest cart on first add and totals a digital card', async () => {
    const order = await newCart({ variationId: fx.fixedDigital.id, amount: fx.fixedDigital.amount, quantity: 2 });
    expect(order.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const subTotal = fx.fixedDigital.amount * 2;
    expect(order.totals.subTotal).toEqual({ currency: 'EUR', value: subTotal });
    expect(order.totals.adjustments.map((a) => [a.adjustmentType, a.price.value])).toEqual([['SERVICE_FEE', 95]]);
    expect(order.totals.grandTotal.value).toBe(subTotal + 95);
    // Gift cards are VAT exempt: only the service fee carries VAT.
    expect(order.totals.tax.value).toBe(vat(95));
    expect(order.totals.grandTotalWithoutTax.value).toBe(subTotal + 95 - vat(95));
    expect(order.shipments.map((s) => s.tag)).toEqual(['DIGITAL']);
    expect(order.groupedTotals.digitalTotal).toEqual({ qty: 2, price: { currency: 'EUR', value: subTotal } });
    expect(order.shipments[0]?.packages[0]?.giftcard_v1.variation.product?.path).toBe(fx.fixedDigital.path);
    const quantity = await api.gql(CartQuantityDocument, { userData: IE, orderUuid: order.uuid });
    expect(quantity.cartQuantity).toMatchObject({ quantity: 2, packagesGroupsIds: [order.packagesGroups[0]?.packageId] });
  });

  it('adds a physical package with wrapper, gift packing and message, shipped separately', async () => {
    const order = await newCart();
    const result = await add(
      {
        variationId: fx.fixedPhysical.id,
        amount: fx.fixedPhysical.amount,
        quantity: 2,
        wrapperVariationId: fx.wrapper.id,
        giftPackingVariationId: fx.packing.id,
        personalMessage: { text: '  Happy birthday, Síle!  ' },
      },
      order.uuid,
    );
    expect(result.errors).toEqual([]);
    const cart = result.order!;
    expect(cart.shipments.map((s) => [s.tag, s.packages.length])).toEqual([
      ['DIGITAL', 1],
      ['PHYSICAL', 1],
    ]);
    const physical = cart.shipments[1]!.packages[0]!;
    expect(physical.wrapper).toMatchObject({ type: 'WRAPPER', qty: 2 });
    expect(physical.giftPacking).toMatchObject({ type: 'GIFT_PACKING', qty: 1 });
    expect(physical.message?.text).toBe('Happy birthday, Síle!');
    const extras = fx.wrapper.price * 2 + fx.packing.price + fx.messagePrice;
    expect(cart.groupedTotals.extra.value).toBe(extras);
    const cards = fx.fixedDigital.amount + fx.fixedPhysical.amount * 2;
    expect(cart.totals.subTotal.value).toBe(cards + extras);
    const adjustments = cart.totals.adjustments.map((a) => [a.adjustmentType, a.price.value]);
    expect(adjustments).toEqual([
      ['SERVICE_FEE', 95],
      ['SERVICE_FEE', 50],
      ['SHIPPING', 295],
    ]);
    expect(cart.totals.grandTotal.value).toBe(cards + extras + 95 + 50 + 295);
    expect(cart.totals.tax.value).toBe(vat(extras + 95 + 50 + 295));
    expect(cart.packagesGroups).toHaveLength(2);
    expect(cart.packagesGroups[1]?.cardsPreviews).toHaveLength(2);
  });

  it('names each card’s product page, where the basket finds the packaging to offer', async () => {
    const order = await newCart({ variationId: fx.fixedPhysical.id, amount: fx.fixedPhysical.amount, quantity: 1 });
    const product = order.shipments[0]?.packages[0]?.giftcard_v1.variation.product;
    if (!product) throw new Error('the card has no product');
    const page = await api.gql(ProductDetailDocument, { userData: IE, path: product.path });
    expect(page.product.product).toMatchObject({ id: product.id, path: product.path, title: product.title, requiresRegisteredShipping: false });
    expect(page.product.product?.extras.wrappers.map((wrapper) => wrapper.id)).toContain(fx.wrapper.id);
  });

  it('ships wine registered, and any order over 300 EUR', async () => {
    const wine = await newCart({ variationId: fx.winePhysical, amount: 3500, quantity: 1 });
    expect(wine.shipments[0]).toMatchObject({ tag: 'PHYSICAL', registered: true, shippingCost: { value: 895 } });
    expect(wine.totals.adjustments.at(-1)?.adjustmentType).toBe('REGISTERED_SHIPPING');
    // Its product page says so too, so the storefront promises a signature rather than the letterbox.
    const wineProduct = wine.shipments[0]?.packages[0]?.giftcard_v1.variation.product;
    const winePage = await api.gql(ProductDetailDocument, { userData: IE, path: wineProduct?.path ?? '' });
    expect(winePage.product.product?.requiresRegisteredShipping).toBe(true);
    const big = await newCart({ variationId: fx.fixedPhysical.id, amount: fx.fixedPhysical.amount, quantity: Math.ceil(30001 / fx.fixedPhysical.amount) });
    expect(big.shipments[0]?.registered).toBe(true);
  });

  it('accepts custom amounts within the rules and explains the rules otherwise', async () => {
    const ok = await add({ variationId: fx.choiceDigital, amount: 2500, quantity: 1 });
    expect(ok.errors).toEqual([]);
    expect(ok.order?.totals.subTotal.value).toBe(2500);
    const cases: [number, string][] = [
      [900, 'The minimum is 10'],
      [15100, 'The maximum is 150'],
      [2550, 'Choose a value of at least 10 and at most 150 without decimal places.'],
      [-500, 'Please, enter a positive value'],
    ];
    for (const [amount, message] of cases) {
      const result = await add({ variationId: fx.choiceDigital, amount, quantity: 1 });
      expect(result.errors, String(amount)).toEqual([{ code: 4000, message, referencedRequestParameter: 'package.amount', retryAfterSeconds: null }]);
      expect(result.order).toBeNull();
    }
  });

  it('validates the personal note', async () => {
    const cases: [string, string][] = [
      ['   ', 'Personal note is empty'],
      ['Cheers 🎉', 'Emojis are not allowed'],
      ['a'.repeat(160), 'Personal note should be less than 160 characters'],
      // One letter under 30,000 stacked accents is no short note.
      [`e${'\u0301'.repeat(30_000)}`, 'Personal note should be less than 160 characters'],
      ['You are number 1\uFE0F\u20E3', 'Emojis are not allowed'],
      // Nothing to read: a zero width space and a zero width joiner are no note.
      ['\u200b\u200d', 'Personal note is empty'],
    ];
    for (const [text, message] of cases) {
      const result = await add({ variationId: fx.fixedDigital.id, amount: fx.fixedDigital.amount, quantity: 1, personalMessage: { text } });
      expect(result.errors).toEqual([{ code: 4000, message, referencedRequestParameter: 'package.personalMessage.text', retryAfterSeconds: null }]);
    }
  });
});

describe('order limits change nothing when they refuse', () => {
  it('caps Apple gift cards at 500 EUR per order (2015)', async () => {
    const order = await newCart({ variationId: fx.appleDigital, amount: 10000, quantity: 5 });
    expect(order.totals.subTotal.value).toBe(50000);
    const before = await readCart(order.uuid);
    const refused = await add({ variationId: fx.appleDigital, amount: 1500, quantity: 1 }, order.uuid);
    expect(refused.errors[0]).toMatchObject({ code: 2015 });
    expect(refused.order).toBeNull();
    expect(await readCart(order.uuid)).toEqual(before);
  });

  it('judges concurrent adds to one cart one after the other', async () => {
    const order = await newCart({ variationId: fx.appleDigital, amount: 10000, quantity: 4 });
    const results = await Promise.all([1, 2].map(() => add({ variationId: fx.appleDigital, amount: 10000, quantity: 1 }, order.uuid)));
    expect(results.map((result) => result.errors[0]?.code ?? 'added').sort()).toEqual([2015, 'added']);
    expect((await readCart(order.uuid)).order?.totals.subTotal.value).toBe(50000);
  });

  it('enforces the per-order gift card limit (2030)', async () => {
    const order = await newCart({ variationId: fx.limited.id, amount: fx.limited.amount ?? 2500, quantity: 10 });
    const refused = await add({ variationId: fx.limited.id, amount: fx.limited.amount ?? 2500, quantity: 1 }, order.uuid);
    expect(refused.errors[0]).toMatchObject({ code: 2030 });
  });

  it('refuses sold-out gift cards with the spec message (2031)', async () => {
    const refused = await add({ variationId: fx.soldOut.id, amount: fx.soldOut.amount ?? 2500, quantity: 1 });
    expect(refused.errors[0]).toEqual({
      code: 2031,
      message: 'Not possible to continue with this gift card because currently it is out the stock.',
      referencedRequestParameter: 'package.quantity',
      retryAfterSeconds: null,
    });
  });

  it('rejects malformed packages with the offending parameter and leaves the cart as it was', async () => {
    const order = await newCart();
    const before = await readCart(order.uuid);
    const bad: [GiftcardPackageInput, string][] = [
      [{ variationId: fx.fixedDigital.id, amount: fx.fixedDigital.amount, quantity: 0 }, 'package.quantity'],
      [{ variationId: fx.fixedDigital.id, amount: fx.fixedDigital.amount, quantity: 100_000 }, 'package.quantity'],
      [{ variationId: 'abc', amount: 2500, quantity: 1 }, 'package.variationId'],
      [{ variationId: '999999999', amount: 2500, quantity: 1 }, 'package.variationId'],
      [{ variationId: fx.nlVariation, amount: 2500, quantity: 1 }, 'package.variationId'],
      [{ variationId: fx.fixedDigital.id, amount: 1, quantity: 1 }, 'package.amount'],
      [{ variationId: fx.fixedDigital.id, amount: fx.fixedDigital.amount, quantity: 1, wrapperVariationId: fx.wrapper.id }, 'package.wrapperVariationId'],
      [{ variationId: fx.fixedDigital.id, amount: fx.fixedDigital.amount, quantity: 1, giftPackingVariationId: fx.packing.id }, 'package.giftPackingVariationId'],
    ];
    for (const [pkg, parameter] of bad) {
      const result = await add(pkg, order.uuid);
      expect(result.errors[0]?.referencedRequestParameter, JSON.stringify(pkg)).toBe(parameter);
    }
    const wrongType = await api.post(
      JSON.stringify({
        query: 'mutation($u: UserDataInput!, $o: ID) { addGiftcardPackage(userData: $u, orderUuid: $o, package: {variationId: "1", amount: "ten", quantity: 1}) { errors { code } } }',
        variables: { u: IE, o: order.uuid },
      }),
      { accept: 'application/graphql-response+json' },
    );
    expect(wrongType.status).toBe(400);
    const body = await wrongType.text();
    expect(JSON.parse(body).errors).toEqual([expect.objectContaining({ message: MINOR_UNITS_MESSAGE, extensions: { code: 4000 } })]);
    expect(body).not.toMatch(/at .*\.ts:\d+/);
    expect(await readCart(order.uuid)).toEqual(before);
  });

  it('refuses amounts that are not safe whole numbers with 4000 naming the parameter, writing nothing', async () => {
    const order = await newCart();
    const before = await readCart(order.uuid);
    const amounts: [unknown, string][] = [
      [2500.5, MINOR_UNITS_MESSAGE],
      [2 ** 53, MINOR_UNITS_MESSAGE],
      ['2500', MINOR_UNITS_MESSAGE],
      [1e300, MINOR_UNITS_MESSAGE],
    ];
    for (const [amount, message] of amounts) {
      const response = await api.post(
        JSON.stringify({
          query: print(AddGiftcardPackageDocument),
          variables: { userData: IE, orderUuid: order.uuid, package: { variationId: fx.choiceDigital, amount, quantity: 1 } },
        }),
      );
      const body = (await response.json()) as { data?: unknown; errors?: unknown[] };
      expect(body.data, String(amount)).toBeUndefined();
      expect(body.errors, String(amount)).toEqual([
        expect.objectContaining({ message, extensions: { code: 4000, referencedRequestParameter: 'package.amount' } }),
      ]);
    }
    const quantity = await api.post(
      JSON.stringify({
        query: print(AddGiftcardPackageDocument),
        variables: { userData: IE, orderUuid: order.uuid, package: { variationId: fx.choiceDigital, amount: 2500, quantity: 1.5 } },
      }),
    );
    expect(((await quantity.json()) as { errors: unknown[] }).errors).toEqual([
      expect.objectContaining({ extensions: { code: 4000, referencedRequestParameter: 'package.quantity' } }),
    ]);
    expect(await readCart(order.uuid)).toEqual(before);
  });
});

describe('updating and deleting', () => {
  it('updates a package in place and moves it when its delivery kind changes', async () => {
    const order = await newCart();
    const packageId = order.packagesGroups[0]!.packageId;
    const updated = await api.gql(UpdateGiftcardPackageDocument, {
      userData: IE,
      orderUuid: order.uuid,
      packageId,
      package: { variationId: fx.fixedPhysical.id, amount: fx.fixedPhysical.amount, quantity: 3 },
    });
    expect(updated.updateGiftcardPackage.errors).toEqual([]);
    const cart = updated.updateGiftcardPackage.order!;
    expect(cart.shipments.map((s) => s.tag)).toEqual(['PHYSICAL']);
    expect(cart.packagesGroups[0]).toMatchObject({ packageId, tag: 'PHYSICAL' });
    expect(cart.groupedTotals.physicalTotal.qty).toBe(3);
  });

  it('refuses an update that breaks a limit and keeps the old package', async () => {
    const order = await newCart({ variationId: fx.appleDigital, amount: 10000, quantity: 1 });
    const before = await readCart(order.uuid);
    const refused = await api.gql(UpdateGiftcardPackageDocument, {
      userData: IE,
      orderUuid: order.uuid,
      packageId: order.packagesGroups[0]!.packageId,
      package: { variationId: fx.appleDigital, amount: 10000, quantity: 6 },
    });
    expect(refused.updateGiftcardPackage.errors[0]?.code).toBe(2015);
    expect(await readCart(order.uuid)).toEqual(before);
  });

  it('deletes one package or a whole shipment', async () => {
    const order = await newCart();
    await add({ variationId: fx.fixedDigital.id, amount: fx.fixedDigital.amount, quantity: 1 }, order.uuid);
    const withPhysical = await add({ variationId: fx.fixedPhysical.id, amount: fx.fixedPhysical.amount, quantity: 1 }, order.uuid);
    const digitalIds = withPhysical.order!.packagesGroups.filter((g) => g.tag === 'DIGITAL').map((g) => g.packageId);
    const one = await api.gql(DeleteGiftcardPackageGroupDocument, {
      userData: IE,
      orderUuid: order.uuid,
      shipmentTag: 'DIGITAL',
      packageId: digitalIds[0]!,
    });
    expect(one.deleteGiftcardPackageGroup.errors).toEqual([]);
    expect((await readCart(order.uuid)).order?.packagesGroups).toHaveLength(2);
    await api.gql(DeleteGiftcardPackageGroupDocument, { userData: IE, orderUuid: order.uuid, shipmentTag: 'PHYSICAL', packageId: null });
    const after = await readCart(order.uuid);
    expect(after.order?.shipments.map((s) => s.tag)).toEqual(['DIGITAL']);
    const quantity = await api.gql(CartQuantityDocument, { userData: IE, orderUuid: order.uuid });
    expect(quantity.cartQuantity.quantity).toBe(1);
    const missing = await api.gql(DeleteGiftcardPackageGroupDocument, {
      userData: IE,
      orderUuid: order.uuid,
      shipmentTag: 'DIGITAL',
      packageId: '999999',
    });
    expect(missing.deleteGiftcardPackageGroup.errors[0]).toMatchObject({ code: 4004, referencedRequestParameter: 'packageId' });
  });
});

describe('an empty id is not an absent one', () => {
  const refusal = (parameter: string) => ({ code: 4000, message: expect.any(String), referencedRequestParameter: parameter, retryAfterSeconds: null });
  const basketCount = async () => Number((await api.sql.query<{ n: string }>(`SELECT count(*)::text AS n FROM orders WHERE store_id = 70`))[0]?.n);

  it('refuses an empty or blank packageId instead of deleting the whole shipment; null still deletes it', async () => {
    const order = await newCart({ variationId: fx.fixedPhysical.id, amount: fx.fixedPhysical.amount, quantity: 1 });
    await add({ variationId: fx.fixedPhysical.id, amount: fx.fixedPhysical.amount, quantity: 2 }, order.uuid);
    const before = await readCart(order.uuid);
    expect(before.order?.shipments.map((s) => [s.tag, s.packages.length])).toEqual([['PHYSICAL', 2]]);
    for (const packageId of ['', '   ', 'abc']) {
      const refused = await api.gql(DeleteGiftcardPackageGroupDocument, { userData: IE, orderUuid: order.uuid, shipmentTag: 'PHYSICAL', packageId });
      expect(refused.deleteGiftcardPackageGroup, JSON.stringify(packageId)).toEqual({ order: null, errors: [refusal('packageId')] });
    }
    expect(await readCart(order.uuid)).toEqual(before);
    const whole = await api.gql(DeleteGiftcardPackageGroupDocument, { userData: IE, orderUuid: order.uuid, shipmentTag: 'PHYSICAL', packageId: null });
    expect(whole.deleteGiftcardPackageGroup.errors).toEqual([]);
    expect((await readCart(order.uuid)).order?.shipments).toEqual([]);
  });

  it('refuses an empty orderUuid as it refuses a malformed one: no new basket, no empty success', async () => {
    const baskets = await basketCount();
    const added = await add({ variationId: fx.fixedDigital.id, amount: fx.fixedDigital.amount, quantity: 1 }, '');
    expect(added).toEqual({ order: null, errors: [refusal('orderUuid')] });
    expect(await basketCount()).toBe(baskets);
    expect(await readCart('')).toEqual({ order: null, errors: [refusal('orderUuid')] });
    const quantity = await api.gql(CartQuantityDocument, { userData: IE, orderUuid: '' });
    expect(quantity.cartQuantity.errors).toEqual([refusal('orderUuid')]);
    // Absent still means "no basket yet".
    expect((await api.gql(CartDocument, { userData: IE, orderUuid: null })).cartV2).toEqual({ order: null, errors: [] });
    expect((await api.gql(CartQuantityDocument, { userData: IE, orderUuid: null })).cartQuantity).toMatchObject({ quantity: 0, errors: [] });
  });

  it('refuses an empty wrapper or gift packing id instead of ignoring it, changing nothing', async () => {
    const order = await newCart();
    const before = await readCart(order.uuid);
    const physical = { variationId: fx.fixedPhysical.id, amount: fx.fixedPhysical.amount, quantity: 1 };
    const wrapper = await add({ ...physical, wrapperVariationId: '' }, order.uuid);
    expect(wrapper).toEqual({ order: null, errors: [refusal('package.wrapperVariationId')] });
    const packing = await add({ ...physical, giftPackingVariationId: '' }, order.uuid);
    expect(packing).toEqual({ order: null, errors: [refusal('package.giftPackingVariationId')] });
    expect(await readCart(order.uuid)).toEqual(before);
  });
});

describe('tenancy', () => {
  it('hides one store’s cart from another store', async () => {
    const order = await newCart();
    const fromNl = await api.gql(CartDocument, { userData: api.nlUserData, orderUuid: order.uuid });
    expect(fromNl.cartV2).toEqual({ order: null, errors: [expect.objectContaining({ code: 4004, referencedRequestParameter: 'orderUuid' })] });
    const addFromNl = await add({ variationId: fx.nlVariation, amount: 2500, quantity: 1 }, order.uuid, api.nlUserData);
    expect(addFromNl.errors[0]?.code).toBe(4004);
    expect((await readCart(order.uuid)).order?.packagesGroups).toHaveLength(1);
  });

  it('rejects malformed and unknown cart ids', async () => {
    const malformed = await readCart("1' OR '1'='1");
    expect(malformed.errors[0]).toMatchObject({ code: 4000, referencedRequestParameter: 'orderUuid' });
    const unknown = await readCart('00000000-0000-4000-8000-000000000000');
    expect(unknown.errors[0]).toMatchObject({ code: 4004 });
  });

  it('rejects unknown stores, languages the store does not offer and mismatched headers', async () => {
    const unknownStore = await api.gql(CartDocument, { userData: { ...IE, storeID: 9999 }, orderUuid: null });
    expect(unknownStore.cartV2.errors[0]).toMatchObject({ code: 4001, referencedRequestParameter: 'userData.storeID' });
    const language = await api.gql(CartDocument, { userData: { ...IE, language: 'nl' }, orderUuid: null });
    expect(language.cartV2.errors[0]).toMatchObject({ code: 4002, referencedRequestParameter: 'userData.language' });
    const header = await api.gql(CartDocument, { userData: IE, orderUuid: null }, { store: String(api.nlUserData.storeID) });
    expect(header.cartV2.errors[0]).toMatchObject({ code: 4003, referencedRequestParameter: 'store' });
    const languageHeader = await api.gql(CartDocument, { userData: IE, orderUuid: null }, { store: '70', language: 'nl' });
    expect(languageHeader.cartV2.errors[0]).toMatchObject({ code: 4003, referencedRequestParameter: 'language' });
    const countryHeader = await api.gql(CartDocument, { userData: IE, orderUuid: null }, { store: '70', language: 'en', country: 'NL' });
    expect(countryHeader.cartV2.errors[0]).toMatchObject({ code: 4003, referencedRequestParameter: 'country' });
    for (const countryCode of ['ZZ', 'NL']) {
      const country = await api.gql(CartDocument, { userData: { ...IE, countryCode }, orderUuid: null });
      expect(country.cartV2.errors[0]).toMatchObject({ code: 4003, referencedRequestParameter: 'userData.countryCode' });
    }
    const matching = await api.gql(CartDocument, { userData: { ...IE, countryCode: 'ie' }, orderUuid: null }, { store: '70', language: 'en-IE', country: 'ie' });
    expect(matching.cartV2.errors).toEqual([]);
  });
});

describe('placed orders', () => {
  const ORDER = `query($u: UserDataInput!, $id: ID!) { order(userData: $u, uuid: $id) {
    order { uuid status totals { grandTotal { value } } } errors { code referencedRequestParameter } } }`;
  async function placedOrder(uuid: string, userData = IE) {
    const response = await api.post(JSON.stringify({ query: ORDER, variables: { u: userData, id: uuid } }));
    return ((await response.json()) as { data: { order: unknown } }).data.order;
  }
  const orderNotFound = { order: null, errors: [{ code: 4004, referencedRequestParameter: 'uuid' }] };

  it('shows a placed order with its totals, but not a cart or another store’s order', async () => {
    const cart = await newCart();
    expect(await placedOrder(cart.uuid)).toEqual(orderNotFound);
    await api.sql.query(
      `UPDATE orders SET status = 'COMPLETED', placed_at = now(), number = '70-9999999', place_key = $1,
         customer = '{}'::jsonb, grand_total_minor = $2 WHERE id = $1`,
      [cart.uuid, cart.totals.grandTotal.value],
    );
    expect(await placedOrder(cart.uuid)).toEqual({
      order: { uuid: cart.uuid, status: 'COMPLETED', totals: { grandTotal: { value: cart.totals.grandTotal.value } } },
      errors: [],
    });
    expect(await placedOrder(cart.uuid, api.nlUserData)).toEqual(orderNotFound);
    expect((await readCart(cart.uuid)).errors[0]).toMatchObject({ code: 4004, referencedRequestParameter: 'orderUuid' });
  });
});
