import { Button, Heading, Section, Text } from '@react-email/components';
import { Fact, MailLayout, styles, type MailSetting } from './MailLayout.tsx';

/** The card as the holder's e-mail names it: its last digits only, since the e-mail goes to an address anyone could type. */
export interface ActivatedCardForMail {
  readonly lastDigits: string;
  readonly valueMinor: number;
  readonly expiresAt: Date;
}

export type CardActivationEmailProps =
  | {
      readonly setting: MailSetting;
      readonly outcome: 'activated';
      readonly card: ActivatedCardForMail;
      readonly activatedAt: Date;
      /** The activation voucher page (`/carddetails/?order=…`). */
      readonly voucherUrl: string;
    }
  | {
      readonly setting: MailSetting;
      readonly outcome: 'canceled';
      readonly card: ActivatedCardForMail;
    };

export function cardActivationSubject(props: CardActivationEmailProps): string {
  const { t, brand } = props.setting;
  return props.outcome === 'activated'
    ? t('mail.activation.activated.subject', { brand: brand.name })
    : t('mail.activation.canceled.subject', { brand: brand.name });
}

export function CardActivationEmail(props: CardActivationEmailProps) {
  const { setting, card } = props;
  const { t, format, brand } = setting;
  const facts = (
    <Section style={styles.box}>
      <Fact label={t('mail.activation.card')} value={t('mail.activation.cardEnding', { digits: card.lastDigits })} />
      <Fact label={t('mail.activation.value')} value={format.money(card.valueMinor)} />
      {props.outcome === 'activated' ? <Fact label={t('mail.activation.activatedOn')} value={format.date(props.activatedAt)} /> : null}
      <Fact label={t('mail.activation.validUntil')} value={format.date(card.expiresAt)} />
    </Section>
  );
  if (props.outcome === 'canceled') {
    return (
      <MailLayout setting={setting} reason="request" preview={t('mail.activation.canceled.preview', { digits: card.lastDigits })}>
        <Text style={styles.text}>{t('mail.activation.greeting')}</Text>
        <Text style={styles.text}>{t('mail.activation.canceled.intro', { brand: brand.name })}</Text>
        {facts}
        <Text style={styles.text}>{t('mail.activation.canceled.help', { email: brand.supportEmail, phone: brand.supportPhone })}</Text>
      </MailLayout>
    );
  }
  return (
    <MailLayout setting={setting} reason="request" preview={t('mail.activation.activated.preview', { digits: card.lastDigits })}>
      <Text style={styles.text}>{t('mail.activation.greeting')}</Text>
      <Text style={styles.text}>{t('mail.activation.activated.intro', { brand: brand.name })}</Text>
      {facts}
      <Heading as="h2" style={styles.heading}>
        {t('mail.activation.howToHeading')}
      </Heading>
      <Text style={styles.text}>{t('mail.activation.howTo')}</Text>
      <Text style={styles.text}>{t('mail.activation.keepSafe')}</Text>
      <Button href={props.voucherUrl} style={styles.button}>
        {t('mail.activation.cta')}
      </Button>
    </MailLayout>
  );
}
