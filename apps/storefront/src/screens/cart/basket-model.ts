import type { DeliveryKind } from '@shop/graphql/operations';
import type { PackageDraft } from '@shop/validation';
import type { CartOrder } from '../../cart/load-cart.ts';

export interface BasketMoney {
  readonly currency: string;
  readonly value: number;
}

export interface BasketExtraChoice {
  readonly id: string;
  readonly title: string;
}

/** One package of the basket, flattened for the page: what it is, what it costs, how it is packed. */
export interface BasketPackage {
  readonly packageId: string;
  readonly tag: DeliveryKind;
  readonly title: string;
  readonly productId: string | null;
  /** The product page's path; null when the product has no page in the basket's language. */
  readonly productPath: string | null;
  readonly productTitle: string;
  readonly previews: readonly { readonly src: string; readonly alt: string; readonly color: string }[];
  readonly variationId: string;
  readonly unitPrice: BasketMoney;
  readonly quantity: number;
  readonly total: BasketMoney;
  readonly wrapper: BasketExtraChoice | null;
  readonly giftPacking: BasketExtraChoice | null;
  readonly message: string | null;
  /** Its shipment goes by registered post (wine, or an order over the threshold): handed over against a signature. */
  readonly registered: boolean;
}

/** Joins the API's package groups (previews, receiver title, totals) with the shipments' packages (card, extras) by package id. */
export function basketPackages(order: CartOrder): BasketPackage[] {
  const packages = new Map(order.shipments.flatMap((shipment) => shipment.packages.map((pkg) => [pkg.id, pkg] as const)));
  const registered = new Set(order.shipments.filter((shipment) => shipment.registered).flatMap((shipment) => shipment.packages.map((pkg) => pkg.id)));
  return order.packagesGroups.flatMap((group) => {
    const pkg = packages.get(group.packageId);
    if (!pkg) return [];
    const card = pkg.giftcard_v1;
    return [
      {
        packageId: group.packageId,
        tag: group.tag,
        title: group.receiverTitle,
        productId: card.variation.product?.id ?? null,
        productPath: card.variation.product?.path || null,
        productTitle: card.variation.product?.title ?? card.variation.title,
        previews: group.cardsPreviews.map((preview) => ({
          src: preview.image.url,
          alt: preview.image.alt,
          color: preview.color.color,
        })),
        variationId: card.variation.id,
        unitPrice: card.variation.price,
        quantity: card.qty,
        total: group.totalPrice,
        wrapper: pkg.wrapper ? { id: pkg.wrapper.variation.id, title: pkg.wrapper.variation.title } : null,
        giftPacking: pkg.giftPacking ? { id: pkg.giftPacking.variation.id, title: pkg.giftPacking.variation.title } : null,
        message: pkg.message?.text ?? null,
        registered: registered.has(group.packageId),
      },
    ];
  });
}

/** Spec §5: the cart quantity is the sum of the cards in it. */
export function cardCount(packages: readonly BasketPackage[]): number {
  return packages.reduce((sum, pkg) => sum + pkg.quantity, 0);
}

/** What a basket line's package is changed to: its wrapper, gift packing or quantity; the rest stays as it is. */
export interface PackageChanges {
  readonly wrapperId?: string;
  readonly giftPackingId?: string;
  readonly quantity?: number;
}

/** The package as it is, with the changes: same card, amount and message. Gift packing goes with physical cards only. */
export function packageDraftOf(pkg: BasketPackage, changes: PackageChanges = {}): PackageDraft {
  const wrapperId = changes.wrapperId ?? pkg.wrapper?.id ?? '';
  const giftPackingId = changes.giftPackingId ?? pkg.giftPacking?.id ?? '';
  return {
    variationId: pkg.variationId,
    amount: pkg.unitPrice.value,
    quantity: changes.quantity ?? pkg.quantity,
    wrapperVariationId: wrapperId || null,
    giftPackingVariationId: pkg.tag === 'PHYSICAL' && giftPackingId ? giftPackingId : null,
    personalMessage: pkg.message,
  };
}
