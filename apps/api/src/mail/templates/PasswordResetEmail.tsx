import { Button, Text } from '@react-email/components';
import { MailLayout, styles, type MailSetting } from './MailLayout.tsx';

export interface PasswordResetEmailProps {
  readonly setting: MailSetting;
  /** The new password page with the one-time token (`/account/new-password/?token=…`). */
  readonly resetUrl: string;
}

export function passwordResetSubject(props: PasswordResetEmailProps): string {
  return props.setting.t('mail.passwordReset.subject', { brand: props.setting.brand.name });
}

export function PasswordResetEmail({ setting, resetUrl }: PasswordResetEmailProps) {
  const { t, brand } = setting;
  return (
    <MailLayout setting={setting} reason="request" preview={t('mail.passwordReset.preview')}>
      <Text style={styles.text}>{t('mail.passwordReset.greeting')}</Text>
      <Text style={styles.text}>{t('mail.passwordReset.intro', { brand: brand.name })}</Text>
      <Button href={resetUrl} style={styles.button}>
        {t('mail.passwordReset.cta')}
      </Button>
      <Text style={styles.text}>{t('mail.passwordReset.validity')}</Text>
      <Text style={styles.text}>{t('mail.passwordReset.ignore')}</Text>
    </MailLayout>
  );
}
