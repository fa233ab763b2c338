import { Text } from '@react-email/components';
import { Fact, MailLayout, QuotedText, styles, type MailSetting } from './MailLayout.tsx';

/** A business quote request as both e-mails show it. */
export interface QuoteRequestForMail {
  /** "Q-1042". */
  readonly number: string;
  readonly companyName: string;
  readonly vatNumber: string | null;
  readonly contactName: string;
  readonly email: string;
  readonly phoneNumber: string | null;
  readonly reference: string | null;
  readonly message: string;
  readonly requestedAt: Date;
  readonly promisedBy: Date;
}

export interface QuoteRequestEmailProps {
  readonly setting: MailSetting;
  readonly request: QuoteRequestForMail;
}

function RequestDetails({ setting, request }: QuoteRequestEmailProps) {
  const { t } = setting;
  const optional = [
    ['mail.quote.field.vatNumber', request.vatNumber],
    ['mail.quote.field.phone', request.phoneNumber],
    ['mail.quote.field.reference', request.reference],
  ] as const;
  return (
    <>
      <Fact label={t('mail.quote.field.number')} value={request.number} />
      <Fact label={t('mail.quote.field.company')} value={request.companyName} />
      <Fact label={t('mail.quote.field.contact')} value={request.contactName} />
      <Fact label={t('mail.quote.field.email')} value={request.email} />
      {optional.map(([label, value]) => (value ? <Fact key={label} label={t(label)} value={value} /> : null))}
      <Text style={styles.label}>{t('mail.quote.field.message')}</Text>
      <QuotedText text={request.message} />
    </>
  );
}

export function quoteConfirmationSubject({ setting, request }: QuoteRequestEmailProps): string {
  return setting.t('mail.quoteConfirmation.subject', { number: request.number, brand: setting.brand.name });
}

/** To the customer: the request arrived, and when the quote comes. */
export function QuoteConfirmationEmail({ setting, request }: QuoteRequestEmailProps) {
  const { t, format, brand } = setting;
  return (
    <MailLayout setting={setting} reason="request" preview={t('mail.quoteConfirmation.preview')}>
      <Text style={styles.text}>{t('mail.quoteConfirmation.greeting', { name: request.contactName })}</Text>
      <Text style={styles.text}>{t('mail.quoteConfirmation.intro', { brand: brand.name, promisedBy: format.dateTime(request.promisedBy) })}</Text>
      <Text style={styles.heading}>{t('mail.quoteConfirmation.summary')}</Text>
      <RequestDetails setting={setting} request={request} />
      <Text style={styles.text}>{t('mail.quoteConfirmation.addSomething', { email: brand.supportEmail, number: request.number })}</Text>
    </MailLayout>
  );
}

export function quoteDeskSubject({ setting, request }: QuoteRequestEmailProps): string {
  return setting.t('mail.quoteDesk.subject', { number: request.number, company: request.companyName });
}

/** To the store's business desk: everything the customer wrote, and by when the quote is promised. */
export function QuoteDeskEmail({ setting, request }: QuoteRequestEmailProps) {
  const { t, format, brand } = setting;
  return (
    <MailLayout setting={setting} reason="request" preview={t('mail.quoteDesk.preview', { promisedBy: format.dateTime(request.promisedBy) })}>
      <Text style={styles.text}>
        {t('mail.quoteDesk.intro', { company: request.companyName, brand: brand.name, requestedAt: format.dateTime(request.requestedAt) })}
      </Text>
      <Text style={styles.text}>{t('mail.quoteDesk.promise', { promisedBy: format.dateTime(request.promisedBy), contact: request.contactName })}</Text>
      <RequestDetails setting={setting} request={request} />
    </MailLayout>
  );
}
