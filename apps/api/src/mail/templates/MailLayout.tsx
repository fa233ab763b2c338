import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { Fragment, type ReactNode } from 'react';
import type { MailFormat } from '../format.ts';
import type { MailText } from '../messages.ts';

export interface MailBrand {
  readonly name: string;
  /** The storefront's home page, e.g. https://www.giftcardshop.ie/ */
  readonly storeUrl: string;
  /** The balance check, where a holder sees what is left on a card. */
  readonly balanceCheckUrl: string;
  readonly supportEmail: string;
  readonly supportPhone: string;
}

/** What every template needs besides its own facts: the brand, its words and formats in the receiver's locale. */
export interface MailSetting {
  readonly brand: MailBrand;
  readonly t: MailText;
  readonly format: MailFormat;
}

export const styles = {
  body: { backgroundColor: '#f4f4f5', fontFamily: 'Helvetica, Arial, sans-serif', color: '#1f2937', margin: 0 },
  container: { backgroundColor: '#ffffff', maxWidth: '600px', margin: '24px auto', padding: '32px' },
  brand: { fontSize: '22px', fontWeight: 700, margin: '0 0 24px' },
  heading: { fontSize: '18px', fontWeight: 700, margin: '24px 0 8px' },
  text: { fontSize: '15px', lineHeight: '22px', margin: '0 0 12px' },
  label: { fontSize: '13px', color: '#6b7280', margin: '0' },
  value: { fontSize: '16px', fontWeight: 700, margin: '0 0 12px' },
  code: { fontSize: '20px', fontWeight: 700, letterSpacing: '1px', fontFamily: 'Menlo, Consolas, monospace', margin: '0 0 12px' },
  box: { border: '1px solid #e5e7eb', borderRadius: '8px', padding: '16px', margin: '0 0 16px' },
  quote: { fontSize: '15px', lineHeight: '22px', fontStyle: 'italic', borderLeft: '4px solid #e5e7eb', padding: '4px 12px', margin: '0 0 16px' },
  button: { backgroundColor: '#111827', color: '#ffffff', padding: '12px 20px', borderRadius: '6px', fontWeight: 700, textDecoration: 'none', display: 'inline-block' },
  footer: { fontSize: '12px', lineHeight: '18px', color: '#6b7280', margin: '0 0 6px' },
} as const;

/**
 * Why the receiver gets the e-mail, for its footer: an order (its confirmation, its payment, the cards it bought), or
 * something asked for with their address (a new password, a quote, a card's activation, the doubler's draw).
 */
export type MailReason = 'order' | 'request';

const FOOTER = {
  order: { help: 'mail.footer.help', sentBy: 'mail.footer.sentBy' },
  request: { help: 'mail.footer.helpRequest', sentBy: 'mail.footer.sentByRequest' },
} as const satisfies Record<MailReason, { help: string; sentBy: string }>;

export function MailLayout({ setting, preview, reason, children }: { setting: MailSetting; preview: string; reason: MailReason; children: ReactNode }) {
  const { brand, t, format } = setting;
  return (
    <Html lang={format.locale}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Heading as="h1" style={styles.brand}>
            <Link href={brand.storeUrl} style={{ color: '#111827', textDecoration: 'none' }}>
              {brand.name}
            </Link>
          </Heading>
          {children}
          <Hr />
          <Text style={styles.footer}>{t(FOOTER[reason].help, { email: brand.supportEmail, phone: brand.supportPhone })}</Text>
          <Text style={styles.footer}>{t(FOOTER[reason].sentBy, { brand: brand.name })}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/** A label above its value: readable in HTML and as plain text. */
export function Fact({ label, value, code = false }: { label: string; value: string; code?: boolean }) {
  return (
    <Section>
      <Text style={styles.label}>{label}</Text>
      <Text style={code ? styles.code : styles.value}>{value}</Text>
    </Section>
  );
}

/**
 * A customer's own words, quoted with their line breaks: written as `<br>`, which the plain-text part keeps too (the
 * text converter folds a line break of the HTML source into a space, as a browser does without `white-space`).
 */
export function QuotedText({ text }: { text: string }) {
  const lines = text.split(/\r\n|\r|\n/);
  return (
    <Text style={styles.quote}>
      {lines.map((line, index) => (
        // The lines are the text's own, in order, and never move: their place is their identity.
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </Text>
  );
}
