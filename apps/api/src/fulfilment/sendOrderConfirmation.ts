import { findOrderForMail, type ItemForMailRow, type OrderForMail, type ShopDatabase } from '@shop/db';
import { z } from 'zod';
import { PermanentJobError } from '../jobs/index.ts';
import { composeOrderConfirmationMail, senderFor, type PackageForMail, type ShipmentForMail } from '../mail/index.ts';
import { brandOf, type FulfilmentContext } from './context.ts';
import { confirmationUrl, mailSettingFor, placedCustomer } from './mailSetting.ts';

const placedTotals = z.object({
  subTotal: z.number(),
  serviceFee: z.number(),
  shipping: z.number(),
  extras: z.number(),
  tax: z.number(),
  grandTotal: z.number(),
});

const deliveryAddress = z.object({
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string().nullish(),
  street: z.string(),
  houseNumber: z.string(),
  suffix: z.string().nullish(),
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
  return [
    `${address.firstName} ${address.lastName}`,
    ...(address.companyName ? [address.companyName] : []),
    [address.street, address.houseNumber, address.suffix].filter(Boolean).join(' '),
    `${address.postCode} ${address.city}`,
    country,
  ];
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

/** Sends the buyer the confirmation of a paid order. At least once: a crash after sending sends it again. */
export async function sendOrderConfirmation(db: ShopDatabase, context: FulfilmentContext, storeId: number, orderId: string): Promise<void> {
  const brand = brandOf(context, storeId);
  const order = await findOrderForMail(db, { storeId, orderId });
  if (!order) throw new PermanentJobError('order is not placed');
  const buyer = placedCustomer.parse(order.customer);
  const setting = mailSettingFor(context, brand, order.language);
  const mail = await composeOrderConfirmationMail({
    setting,
    buyerName: buyer.firstName,
    orderNumber: order.number,
    placedAt: order.placedAt,
    paymentMethod: order.paymentMethod,
    shipments: shipmentsForMail(order, setting.format.locale),
    totals: placedTotals.parse(order.totals),
    confirmationUrl: confirmationUrl(context, brand, order.language, orderId),
  });
  await context.mailer.send({ from: senderFor(brand), to: buyer.email, ...mail });
}
