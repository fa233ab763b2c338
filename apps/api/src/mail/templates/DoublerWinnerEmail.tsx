import { Button, Text } from '@react-email/components';
import { Fact, MailLayout, styles, type MailSetting } from './MailLayout.tsx';

export interface DoublerWinnerEmailProps {
  readonly setting: MailSetting;
  /** The draw's store-local date (YYYY-MM-DD). */
  readonly drawDate: string;
  readonly card: { readonly lastDigits: string; readonly prizeMinor: number; readonly balanceMinor: number };
}

export function doublerWinnerSubject({ setting }: DoublerWinnerEmailProps): string {
  return setting.t('mail.doublerWinner.subject', { brand: setting.brand.name });
}

/** To the holder whose card won a draw: what was added, and the balance now. */
export function DoublerWinnerEmail({ setting, drawDate, card }: DoublerWinnerEmailProps) {
  const { t, format, brand } = setting;
  return (
    <MailLayout setting={setting} reason="request" preview={t('mail.doublerWinner.preview', { prize: format.money(card.prizeMinor) })}>
      <Text style={styles.text}>{t('mail.doublerWinner.greeting')}</Text>
      <Text style={styles.text}>
        {t('mail.doublerWinner.intro', { brand: brand.name, drawDate: format.calendarDate(drawDate), lastDigits: card.lastDigits })}
      </Text>
      <Fact label={t('mail.doublerWinner.prize')} value={format.money(card.prizeMinor)} />
      <Fact label={t('mail.doublerWinner.balance')} value={format.money(card.balanceMinor)} />
      <Button href={brand.balanceCheckUrl} style={styles.button}>
        {t('mail.doublerWinner.cta')}
      </Button>
      <Text style={styles.text}>{t('mail.doublerWinner.spend')}</Text>
    </MailLayout>
  );
}
