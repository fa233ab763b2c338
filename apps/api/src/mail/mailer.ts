import nodemailer from 'nodemailer';

export interface MailMessage {
  /** Display name and address, e.g. `"Gift Card Shop" <no-reply@giftcardshop.ie>`. */
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface Mailer {
  /** True when messages actually leave (an SMTP server is configured). */
  readonly enabled: boolean;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Mail could not be handed to the SMTP server; the message says why without repeating addresses or content. */
export class MailDeliveryError extends Error {
  override readonly name = 'MailDeliveryError';
}

/**
 * Without an SMTP URL every send fails, so the jobs that send mail stay due and retry once mail is
 * configured, instead of counting an e-mail as delivered that never left.
 */
export function createMailer(options: { readonly smtpUrl: string | undefined }): Mailer {
  if (!options.smtpUrl) {
    return {
      enabled: false,
      async send() {
        throw new MailDeliveryError('mail is off: SMTP_URL is not set');
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    enabled: true,
    async send(message) {
      try {
        await transport.sendMail({ ...message, headers: { ...message.headers } });
      } catch (error) {
        // SMTP replies quote the rejected address; only the error code and status are kept.
        const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
        throw new MailDeliveryError(`SMTP delivery failed (${code ?? 'unknown'}${responseCode ? ` ${responseCode}` : ''})`);
      }
    },
    close() {
      transport.close();
    },
  };
}

/** The sender of a brand's e-mails: `MAIL_FROM` when set, else the brand name at `no-reply@` its support domain. */
export function senderFor(brand: { readonly name: string; readonly support: { readonly email: string } }, mailFrom = process.env.MAIL_FROM): string {
  if (mailFrom) return mailFrom;
  const domain = brand.support.email.split('@')[1] ?? 'localhost';
  return `"${brand.name.replace(/["\\]/g, '')}" <no-reply@${domain}>`;
}
