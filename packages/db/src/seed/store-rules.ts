import { giftCardSvg, shopIdentity } from './artwork/index.ts';
import { extraKeys } from './language-pack.ts';
import type { StoreBuild } from './store-build.ts';

/** Prices of each kind's extras in euro cents, by position; a kind with more extras than prices repeats its first. */
const EXTRA_EURO_CENTS = {
  WRAPPER: [195, 250, 295],
  DIGITAL_WRAPPER: [95, 95, 95],
  GIFT_PACKING: [395, 695],
  PERSONAL_MESSAGE: [150],
} as const satisfies Record<(typeof extraKeys)[number], readonly number[]>;

export function addCoupons({ store, rows, money, id }: StoreBuild): void {
  rows.coupons.push(
    { id: id('coupon', 0), storeId: store.storeId, code: 'WELCOME10', valueKind: 'RELATIVE', value: 1000, validFrom: '2026-01-01T00:00:00Z' },
    { id: id('coupon', 1), storeId: store.storeId, code: 'GIFT5', valueKind: 'ABSOLUTE', value: money(500), minimumOrderMinor: money(5000), validFrom: '2026-01-01T00:00:00Z' },
    { id: id('coupon', 2), storeId: store.storeId, code: 'SUMMER2025', valueKind: 'RELATIVE', value: 1500, validFrom: '2025-06-01T00:00:00Z', validUntil: '2025-08-31T23:59:59Z', isActive: false },
  );
}

/** Wrappers, gift packing and the personal message, each with its title in every language. */
export function addExtras(build: StoreBuild): void {
  const { store, rows, money } = build;
  let extraIndex = 0;
  for (const kind of extraKeys) {
    const prices: readonly number[] = EXTRA_EURO_CENTS[kind];
    build.mainPack.extras[kind].forEach((title, kindIndex) => {
      const id = build.id('extra', extraIndex);
      rows.extras.push({
        id,
        storeId: store.storeId,
        kind,
        sku: `${store.code}-${kind}-${kindIndex + 1}`,
        priceMinor: money(prices[kindIndex] ?? prices[0]!),
        imageSvg: giftCardSvg({ name: title, subject: 'general', shop: shopIdentity(store) }),
        position: extraIndex,
      });
      for (const { language, pack } of build.languages) {
        const titles = pack.extras[kind];
        rows.extraTranslations.push({ storeId: store.storeId, extraId: id, language: language.code, title: titles[kindIndex % titles.length] ?? title });
      }
      extraIndex += 1;
    });
  }
}

/** The service fees: one per order, one per physical package. */
export function addFees(build: StoreBuild): void {
  const { store, rows, money, mainPack } = build;
  const perOrderFeeId = build.id('feeRule', 0);
  const perPackageFeeId = build.id('feeRule', 1);
  rows.feeRules.push(
    { id: perOrderFeeId, storeId: store.storeId, kind: 'SERVICE_FEE_PER_ORDER', deliveryKind: null, amountMinor: money(95), title: mainPack.fees.perOrder },
    { id: perPackageFeeId, storeId: store.storeId, kind: 'SERVICE_FEE_PER_PACKAGE', deliveryKind: 'PHYSICAL', amountMinor: money(50), title: mainPack.fees.perPhysicalPackage },
  );
  for (const { language, pack } of build.languages) {
    rows.feeRuleTranslations.push(
      { storeId: store.storeId, feeRuleId: perOrderFeeId, language: language.code, title: pack.fees.perOrder },
      { storeId: store.storeId, feeRuleId: perPackageFeeId, language: language.code, title: pack.fees.perPhysicalPackage },
    );
  }
}

/** Orders above this value (in euro cents, converted per store) go by registered post; the delivery page quotes it. */
export const REGISTERED_THRESHOLD_EURO_CENTS = 30_000;

export function addShipping({ store, rows, money }: StoreBuild): void {
  rows.shippingRules.push({
    storeId: store.storeId,
    physicalShipmentMinor: money(295),
    registeredShipmentMinor: money(895),
    registeredThresholdMinor: money(REGISTERED_THRESHOLD_EURO_CENTS),
  });
}
