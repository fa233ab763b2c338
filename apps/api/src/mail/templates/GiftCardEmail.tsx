import { Button, Heading, Link, Section, Text } from '@react-email/components';
import { groupCardNumber } from '../format.ts';
import { Fact, MailLayout, QuotedText, styles, type MailSetting } from './MailLayout.tsx';

export interface GiftCardForMail {
  /** 19 digits. */
  readonly number: string;
  /** The 6-digit PIN drawn for this e-mail; it exists nowhere else in plain text. */
  readonly pin: string;
  readonly valueMinor: number;
  readonly expiresAt: Date;
}

export interface GiftCardEmailProps {
  readonly setting: MailSetting;
  readonly receiverName: string;
  /** The buyer, as the receiver knows them (first name). */
  readonly senderName: string;
  /** The buyer sends the cards to themselves: the e-mail gives them what they ordered, not a gift from themselves. */
  readonly ownOrder: boolean;
  readonly personalMessage: string | null;
  /** The digital wrapper the buyer chose. */
  readonly designName: string | null;
  /** Which gift card the package holds ('Encore Cinemas'), so the receiver knows where it comes from. */
  readonly cardTitle: string | null;
  readonly cards: readonly GiftCardForMail[];
  /** All-in-1 Choice cards are activated by their holder before they can be spent: where that is done. */
  readonly activateUrl: string | null;
}

export function giftCardSubject({ setting, senderName, ownOrder, cards }: GiftCardEmailProps): string {
  const values = { sender: senderName, count: cards.length, brand: setting.brand.name };
  return setting.t(ownOrder ? 'mail.giftCard.subjectOwn' : 'mail.giftCard.subject', values);
}

export function GiftCardEmail(props: GiftCardEmailProps) {
  const { setting, receiverName, senderName, ownOrder, personalMessage, designName, cardTitle, cards, activateUrl } = props;
  const { t, format, brand } = setting;
  const count = cards.length;
  return (
    <MailLayout setting={setting} reason="order" preview={t('mail.giftCard.preview', { brand: brand.name, count })}>
      <Text style={styles.text}>{t('mail.greeting', { name: receiverName })}</Text>
      <Text style={styles.text}>{t(ownOrder ? 'mail.giftCard.introOwn' : 'mail.giftCard.intro', { sender: senderName, count, brand: brand.name })}</Text>
      {personalMessage ? (
        <>
          <Heading as="h2" style={styles.heading}>
            {t('mail.giftCard.messageHeading', { sender: senderName })}
          </Heading>
          <QuotedText text={personalMessage} />
        </>
      ) : null}
      {designName ? <Text style={styles.text}>{t('mail.giftCard.design', { design: designName })}</Text> : null}
      {cards.map((card, index) => (
        <Section key={card.number} style={styles.box}>
          <Heading as="h2" style={styles.heading}>
            {t('mail.giftCard.cardHeading', { position: index + 1, count })}
          </Heading>
          {cardTitle ? <Fact label={t('mail.giftCard.card')} value={cardTitle} /> : null}
          <Fact label={t('mail.giftCard.value')} value={format.money(card.valueMinor)} />
          <Fact label={t('mail.giftCard.number')} value={groupCardNumber(card.number)} code />
          <Fact label={t('mail.giftCard.pin')} value={card.pin} code />
          <Fact label={t('mail.giftCard.validUntil')} value={format.date(card.expiresAt)} />
        </Section>
      ))}
      {activateUrl ? (
        <>
          <Heading as="h2" style={styles.heading}>
            {t('mail.giftCard.activateHeading')}
          </Heading>
          <Text style={styles.text}>{t('mail.giftCard.activate', { count })}</Text>
          <Button href={activateUrl} style={styles.button}>
            {t('mail.giftCard.activateCta', { count })}
          </Button>
        </>
      ) : null}
      <Heading as="h2" style={styles.heading}>
        {t('mail.giftCard.howToHeading')}
      </Heading>
      <Text style={styles.text}>{t('mail.giftCard.howTo', { store: brand.storeUrl })}</Text>
      <Text style={styles.text}>{t('mail.giftCard.keepSafe')}</Text>
      <Button href={brand.storeUrl} style={styles.button}>
        {t('mail.giftCard.cta')}
      </Button>
      <Text style={styles.text}>
        {t('mail.giftCard.balance', { count })} <Link href={brand.balanceCheckUrl}>{t('mail.giftCard.balanceCta')}</Link>
      </Text>
    </MailLayout>
  );
}
