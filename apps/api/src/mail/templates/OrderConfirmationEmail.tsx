import { schemeNameOf, type PaymentMethodKindName } from '@shop/brand-config';
import { Button, Column, Heading, Row, Section, Text } from '@react-email/components';
import { Fact, MailLayout, styles, type MailSetting } from './MailLayout.tsx';

export type PaymentMethodForMail = PaymentMethodKindName;

export interface PackageForMail {
  /** Gift cards, blank packs and donations: what the package holds. */
  readonly lines: readonly { readonly title: string; readonly qty: number; readonly unitMinor: number }[];
  /** Wrapper, packing, personal message: what was added, with its price. */
  readonly extras: readonly { readonly title: string; readonly priceMinor: number }[];
}

export type ShipmentForMail =
  | {
      readonly kind: 'DIGITAL';
      readonly packages: readonly (PackageForMail & { readonly receiver: { readonly name: string; readonly email: string } })[];
    }
  | {
      readonly kind: 'PHYSICAL';
      readonly addressLines: readonly string[];
      readonly promise: { readonly dispatchDate: string; readonly deliveredFrom: string; readonly deliveredBy: string } | null;
      readonly registered: boolean;
      readonly packages: readonly PackageForMail[];
    };

export interface OrderTotalsForMail {
  /** The packages' value: the cards and their extras. */
  readonly subTotal: number;
  readonly extras: number;
  /** Each fee on its own row under the store's title for it, as checkout showed them. */
  readonly fees: readonly { readonly title: string; readonly amount: number }[];
  readonly shipping: number;
  readonly tax: number;
  readonly grandTotal: number;
}

export interface OrderConfirmationEmailProps {
  readonly setting: MailSetting;
  readonly buyerName: string;
  readonly orderNumber: string;
  readonly placedAt: Date;
  /** How the order is paid: the method and the marks the store shows with it (a bank redirect goes by them). */
  readonly paymentMethod: { readonly kind: PaymentMethodForMail; readonly marks: readonly string[] } | null;
  readonly shipments: readonly ShipmentForMail[];
  readonly totals: OrderTotalsForMail;
  readonly confirmationUrl: string;
}

export function orderConfirmationSubject({ setting, orderNumber }: OrderConfirmationEmailProps): string {
  return setting.t('mail.order.subject', { number: orderNumber, brand: setting.brand.name });
}

function PackageLines({ setting, pkg }: { setting: MailSetting; pkg: PackageForMail }) {
  const { t, format } = setting;
  return (
    <>
      {pkg.lines.map((line, index) => (
        <Text key={`line-${index}`} style={styles.text}>
          {t('mail.order.cardLine', { qty: line.qty, title: line.title, value: format.money(line.unitMinor) })}
        </Text>
      ))}
      {pkg.extras.map((extra, index) => (
        <Text key={`extra-${index}`} style={styles.text}>
          {t('mail.order.extraLine', { title: extra.title, price: format.money(extra.priceMinor) })}
        </Text>
      ))}
    </>
  );
}

function TotalRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  const style = strong ? { ...styles.text, fontWeight: 700 } : styles.text;
  return (
    <Row>
      <Column>
        <Text style={style}>{label}</Text>
      </Column>
      <Column align="right">
        <Text style={style}>{value}</Text>
      </Column>
    </Row>
  );
}

/** The method as the checkout named it: by its scheme where it has one (schemeNameOf), else by its plain name. */
function methodName(setting: MailSetting, method: NonNullable<OrderConfirmationEmailProps['paymentMethod']>): string {
  return schemeNameOf(method.kind, method.marks, setting.format.locale) ?? setting.t(`mail.payment.${method.kind}`);
}

export function OrderConfirmationEmail(props: OrderConfirmationEmailProps) {
  const { setting, buyerName, orderNumber, placedAt, paymentMethod, shipments, totals, confirmationUrl } = props;
  const { t, format, brand } = setting;
  return (
    <MailLayout setting={setting} reason="order" preview={t('mail.order.preview', { number: orderNumber })}>
      <Text style={styles.text}>{t('mail.greeting', { name: buyerName })}</Text>
      <Text style={styles.text}>{t('mail.order.intro', { brand: brand.name })}</Text>
      <Fact label={t('mail.order.number')} value={orderNumber} />
      <Fact label={t('mail.order.placedOn')} value={format.date(placedAt)} />
      {paymentMethod ? <Fact label={t('mail.order.paymentMethod')} value={methodName(setting, paymentMethod)} /> : null}

      <Heading as="h2" style={styles.heading}>
        {t('mail.order.packagesHeading')}
      </Heading>
      {shipments.map((shipment, shipmentIndex) =>
        shipment.kind === 'DIGITAL' ? (
          shipment.packages.map((pkg, index) => (
            <Section key={`digital-${shipmentIndex}-${index}`} style={styles.box}>
              <PackageLines setting={setting} pkg={pkg} />
              <Text style={styles.text}>{t('mail.order.digitalReceiver', { name: pkg.receiver.name, email: pkg.receiver.email })}</Text>
              <Text style={styles.label}>{t('mail.order.digitalPromise')}</Text>
            </Section>
          ))
        ) : (
          <Section key={`physical-${shipmentIndex}`} style={styles.box}>
            {shipment.packages.map((pkg, index) => (
              <PackageLines key={index} setting={setting} pkg={pkg} />
            ))}
            <Text style={styles.label}>{t('mail.order.postalReceiver')}</Text>
            {shipment.addressLines.map((line, index) => (
              <Text key={index} style={{ ...styles.text, margin: 0 }}>
                {line}
              </Text>
            ))}
            {shipment.promise ? (
              <Text style={{ ...styles.label, marginTop: '12px' }}>
                {t('mail.order.physicalPromise', {
                  dispatchDate: format.calendarDate(shipment.promise.dispatchDate),
                  deliveredFrom: format.calendarDate(shipment.promise.deliveredFrom),
                  deliveredBy: format.calendarDate(shipment.promise.deliveredBy),
                })}
              </Text>
            ) : null}
            <Text style={styles.label}>{t(shipment.registered ? 'mail.order.registered' : 'mail.order.unregistered')}</Text>
          </Section>
        ),
      )}

      <Heading as="h2" style={styles.heading}>
        {t('mail.order.totalsHeading')}
      </Heading>
      <Section>
        {/* The cards alone: the extras have their own row, and the rows add up to the total. */}
        <TotalRow label={t('mail.order.subTotal')} value={format.money(totals.subTotal - totals.extras)} />
        {totals.extras > 0 ? <TotalRow label={t('mail.order.extras')} value={format.money(totals.extras)} /> : null}
        {totals.fees.map((fee, index) => (
          <TotalRow key={`fee-${index}`} label={fee.title} value={format.money(fee.amount)} />
        ))}
        {totals.shipping > 0 ? <TotalRow label={t('mail.order.shipping')} value={format.money(totals.shipping)} /> : null}
        <TotalRow label={t('mail.order.grandTotal')} value={format.money(totals.grandTotal)} strong />
        <TotalRow label={t('mail.order.tax')} value={format.money(totals.tax)} />
      </Section>
      <Button href={confirmationUrl} style={styles.button}>
        {t('mail.order.viewOrder')}
      </Button>
    </MailLayout>
  );
}
