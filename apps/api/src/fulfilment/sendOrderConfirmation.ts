import { PAYMENT_METHOD_OF_KIND } from '@shop/brand-config';
import { findOrderForMail, type ItemForMailRow, type OrderForMail, type PaymentMethodValue, type ShopDatabase } from '@shop/db';
import { postalAddressLines } from '@shop/validation';
import { z } from 'zod';
import { PermanentJobError } from '../jobs/index.ts';
import { composeOrderConfirmationMail, senderFor, type MailSetting, type OrderTotalsForMail, type PackageForMail, type ShipmentForMail } from '../mail/index.ts';
import type { TenantBrand } from '../tenancy/brands.ts';
import { brandOf, type FulfilmentContext } from './context.ts';
import { confirmationUrl, mailSettingFor, placedCustomer } from './mailSetting.ts';

const placedTotals = z.object({
  subTotal: z.number(),
  /** Each fee with its title. Orders placed before fees were kept apart hold their sum as `serviceFee`. */
  fees: z.array(z.object({ title: z.string(), amount: z.number() })).optional(),
  serviceFee: z.number().optional(),
  shipping: z.number(),
  extras: z.number(),
  tax: z.number(),
  grandTotal: z.number(),
});

function totalsForMail(raw: unknown, setting: MailSetting): OrderTotalsForMail {
  const { fees, serviceFee, ...totals } = placedTotals.parse(raw);
  const shownFees = fees ?? (serviceFee ? [{ title: setting.t('mail.order.serviceFee'), amount: serviceFee }] : []);
  return { ...totals, fees: shownFees.filter((fee) => fee.amount > 0) };
}

const deliveryAddress = z.object({
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string().nullish(),
  street: z.string(),
  houseNumber: z.string(),
  suffix: z.string().nullish(),
  addressLine1: z.string().nullish(),
  addressLine2: z.string().nullish(),
  postCode: z.string(),
  city: z.string(),
  countryCode: z.string(),
});

const CONTENT_ITEMS: ReadonlySet<ItemForMailRow['itemType']> = new Set(['GIFTCARD', 'BLANK_GIFT_CARD_PACK', 'DONATION']);

function packageForMail(items: readonly ItemForMailRow[]): PackageForMail {
  return {
    lines: items.filter((item) => CONTENT_ITEMS.has(item.itemType)).map((item) => ({ title: item.title, qty: item.qty, unitMinor: item.unitPriceMinor })),
    extras: items.filter((item) => !CONTENT_ITEMS.has(item.itemType)).map((item) => ({ title: item.title, priceMinor: item.unitPriceMinor * item.qty })),
  };
}

function addressLines(raw: unknown, locale: string): string[] {
  const address = deliveryAddress.parse(raw);
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(address.countryCode) ?? address.countryCode;
  return [...postalAddressLines(address), country];
}

function shipmentsForMail(order: OrderForMail, locale: string): ShipmentForMail[] {
  return order.shipments.flatMap((shipment): ShipmentForMail[] => {
    const packages = order.packages.filter((pkg) => pkg.shipmentId === shipment.id);
    if (packages.length === 0) return [];
    if (shipment.deliveryKind === 'DIGITAL') {
      return [
        {
          kind: 'DIGITAL',
          packages: packages.map((pkg) => ({
            ...packageForMail(pkg.items),
            receiver: { name: pkg.receiverName ?? '', email: pkg.receiverEmail ?? '' },
          })),
        },
      ];
    }
    const { dispatchDate, deliveredFrom, deliveredBy } = shipment;
    return [
      {
        kind: 'PHYSICAL',
        addressLines: addressLines(shipment.deliveryAddress, locale),
        promise: dispatchDate && deliveredFrom && deliveredBy ? { dispatchDate, deliveredFrom, deliveredBy } : null,
        registered: shipment.registered,
        packages: packages.map((pkg) => packageForMail(pkg.items)),
      },
    ];
  });
}

/** The marks the store shows with a method (`payments.methods` of its brand file). */
function marksOf(brand: TenantBrand, method: PaymentMethodValue): readonly string[] {
  return brand.checkout.paymentMethods.find((choice) => choice.method === PAYMENT_METHOD_OF_KIND[method])?.logos ?? [];
}

/** Sends the buyer the confirmation of a paid order. At least once: a crash after sending sends it again. */
export async function sendOrderConfirmation(db: ShopDatabase, context: FulfilmentContext, storeId: number, orderId: string): Promise<void> {
  const brand = brandOf(context, storeId);
  const order = await findOrderForMail(db, { storeId, orderId });
  if (!order) throw new PermanentJobError('order is not placed');
  const buyer = placedCustomer.parse(order.customer);
  const setting = mailSettingFor(context, brand, order.language, order.storefrontOrigin);
  const mail = await composeOrderConfirmationMail({
    setting,
    buyerName: buyer.firstName,
    orderNumber: order.number,
    placedAt: order.placedAt,
    paymentMethod: order.paymentMethod && { kind: order.paymentMethod, marks: marksOf(brand, order.paymentMethod) },
    shipments: shipmentsForMail(order, setting.format.locale),
    totals: totalsForMail(order.totals, setting),
    confirmationUrl: confirmationUrl(context, brand, order),
  });
  await context.mailer.send({ from: senderFor(brand), to: buyer.email, ...mail });
}
