import { Button, Section, Text } from '@react-email/components';
import { groupedIban } from '@shop/validation';
import { Fact, MailLayout, styles, type MailSetting } from './MailLayout.tsx';

export interface TransferForMail {
  readonly iban: string;
  readonly bic: string;
  readonly beneficiary: string;
  readonly reference: string;
  readonly amountMinor: number;
  readonly expiresAt: Date;
}

export interface TransferInstructionsEmailProps {
  readonly setting: MailSetting;
  readonly buyerName: string;
  readonly orderNumber: string;
  readonly transfer: TransferForMail;
  readonly confirmationUrl: string;
}

export function transferInstructionsSubject({ setting, orderNumber }: TransferInstructionsEmailProps): string {
  return setting.t('mail.transfer.subject', { number: orderNumber, brand: setting.brand.name });
}

export function TransferInstructionsEmail({ setting, buyerName, orderNumber, transfer, confirmationUrl }: TransferInstructionsEmailProps) {
  const { t, format, brand } = setting;
  const amount = format.money(transfer.amountMinor);
  const expiresAt = format.date(transfer.expiresAt);
  return (
    <MailLayout setting={setting} reason="order" preview={t('mail.transfer.preview', { amount, expiresAt })}>
      <Text style={styles.text}>{t('mail.greeting', { name: buyerName })}</Text>
      <Text style={styles.text}>{t('mail.transfer.intro', { brand: brand.name })}</Text>
      <Section style={styles.box}>
        <Fact label={t('mail.order.number')} value={orderNumber} />
        <Fact label={t('mail.transfer.amount')} value={amount} />
        <Fact label={t('mail.transfer.beneficiary')} value={transfer.beneficiary} />
        <Fact label={t('mail.transfer.iban')} value={groupedIban(transfer.iban)} code />
        <Fact label={t('mail.transfer.bic')} value={transfer.bic} />
        <Fact label={t('mail.transfer.reference')} value={transfer.reference} code />
        <Fact label={t('mail.transfer.expiresAt')} value={expiresAt} />
      </Section>
      <Text style={styles.text}>{t('mail.transfer.expiryNote', { expiresAt })}</Text>
      <Button href={confirmationUrl} style={styles.button}>
        {t('mail.transfer.viewOrder')}
      </Button>
    </MailLayout>
  );
}
