import { Button, Text } from '@react-email/components';
import { Fact, MailLayout, styles, type MailSetting } from './MailLayout.tsx';

export interface DoublerEntryEmailProps {
  readonly setting: MailSetting;
  /** The draw's store-local date (YYYY-MM-DD). */
  readonly drawDate: string;
  readonly lastDigits: string;
  /** The entry's own page, which shows the draw's outcome once it is held. */
  readonly entryUrl: string;
}

export function doublerEntrySubject({ setting }: DoublerEntryEmailProps): string {
  return setting.t('mail.doublerEntry.subject', { brand: setting.brand.name });
}

/** To a holder who entered a card: which card, which draw, and what happens then. */
export function DoublerEntryEmail({ setting, drawDate, lastDigits, entryUrl }: DoublerEntryEmailProps) {
  const { t, format, brand } = setting;
  const date = format.calendarDate(drawDate);
  return (
    <MailLayout setting={setting} reason="request" preview={t('mail.doublerEntry.preview', { drawDate: date })}>
      <Text style={styles.text}>{t('mail.doublerEntry.greeting')}</Text>
      <Text style={styles.text}>{t('mail.doublerEntry.intro', { brand: brand.name, drawDate: date, lastDigits })}</Text>
      <Fact label={t('mail.doublerEntry.card')} value={`•••• ${lastDigits}`} />
      <Fact label={t('mail.doublerEntry.draw')} value={date} />
      <Text style={styles.text}>{t('mail.doublerEntry.howItWorks')}</Text>
      <Button href={entryUrl} style={styles.button}>
        {t('mail.doublerEntry.cta')}
      </Button>
    </MailLayout>
  );
}

export interface DoublerResultEmailProps {
  readonly setting: MailSetting;
  /** The held draw's store-local date (YYYY-MM-DD). */
  readonly drawDate: string;
  /** The date of the store's next draw (YYYY-MM-DD). */
  readonly nextDrawDate: string;
  readonly lastDigits: string;
  /** The balance doubler page, where the card can be entered again. */
  readonly doublerUrl: string;
}

export function doublerResultSubject({ setting, drawDate }: DoublerResultEmailProps): string {
  return setting.t('mail.doublerResult.subject', { brand: setting.brand.name, drawDate: setting.format.calendarDate(drawDate) });
}

/** To a holder whose card was not drawn: the draw was held, and the next one is open. */
export function DoublerResultEmail({ setting, drawDate, nextDrawDate, lastDigits, doublerUrl }: DoublerResultEmailProps) {
  const { t, format } = setting;
  return (
    <MailLayout setting={setting} reason="request" preview={t('mail.doublerResult.preview')}>
      <Text style={styles.text}>{t('mail.doublerResult.greeting')}</Text>
      <Text style={styles.text}>{t('mail.doublerResult.intro', { drawDate: format.calendarDate(drawDate), lastDigits })}</Text>
      <Text style={styles.text}>{t('mail.doublerResult.again', { nextDrawDate: format.calendarDate(nextDrawDate) })}</Text>
      <Button href={doublerUrl} style={styles.button}>
        {t('mail.doublerResult.cta')}
      </Button>
    </MailLayout>
  );
}
