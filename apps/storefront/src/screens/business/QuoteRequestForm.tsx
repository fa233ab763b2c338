'use client';

import { Button, TextArea, TextField } from '@shop/ui';
import { MAXIMUM_QUOTE_MESSAGE_LENGTH, QUOTE_REQUEST_FIELDS, type QuoteRequestField } from '@shop/validation';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@shop/i18n';
import { boundAction } from '../../forms/bound-action.ts';
import { Captcha } from '../checkout/Captcha.tsx';
import { sendQuoteRequest } from './actions.ts';
import * as styles from './Business.css.ts';
import { type FormMessage, formMessageText } from '../../forms/form-refusal.ts';
import { useCheckedForm } from '../../forms/useCheckedForm.ts';
import { IDLE, quoteFieldIssues, type QuoteFormState, type QuoteReceipt } from './quote-model.ts';

export interface QuoteRequestFormProps {
  readonly lang: string;
  /** The store country's calling code: phone numbers are read as the store's own. */
  readonly callingCode: string;
  /** The store's clock: the quote is promised by the desk's hours there, whatever the visitor's own zone. */
  readonly timeZone: string;
  readonly captchaUrl: string;
  /** The request itself; the server action unless a test gives another. */
  readonly send?: (previous: QuoteFormState, form: FormData) => Promise<QuoteFormState>;
}

interface FieldSpec {
  readonly label: MessageId;
  readonly hint?: MessageId;
  readonly type?: 'email' | 'tel';
  readonly autoComplete: string;
  readonly required?: boolean;
}

const TEXT_FIELDS = {
  companyName: { label: 'business.quote.companyName', autoComplete: 'organization', required: true },
  vatNumber: { label: 'business.quote.vatNumber', autoComplete: 'off' },
  contactName: { label: 'business.quote.contactName', autoComplete: 'name', required: true },
  email: { label: 'business.quote.email', hint: 'business.quote.emailHint', type: 'email', autoComplete: 'email', required: true },
  phoneNumber: { label: 'business.quote.phoneNumber', type: 'tel', autoComplete: 'tel' },
  reference: { label: 'business.quote.reference', hint: 'business.quote.referenceHint', autoComplete: 'off' },
} as const satisfies Record<Exclude<QuoteRequestField, 'message'>, FieldSpec>;

/** The form, and after a request went in, its receipt; "Send another request" starts a fresh form. */
export function QuoteRequestForm(props: QuoteRequestFormProps) {
  const [round, setRound] = useState(0);
  return <QuoteForm key={round} {...props} onAnother={() => setRound((current) => current + 1)} />;
}

/**
 * Spec §3 quote request: company details, who to answer, the request itself, and the captcha. Judged here with the
 * shared rules before anything is sent, then by the server action and the API. Sent by hand, so a refused form keeps
 * everything typed; errors show at their field (focus moves to the first) or above the form. A request that went in
 * is replaced by its receipt, focused so it is read out.
 */
function QuoteForm({ lang, callingCode, timeZone, captchaUrl, send, onAnother }: QuoteRequestFormProps & { readonly onAnother: () => void }) {
  const intl = useIntl();
  const { state, pending, fieldErrors, formError, form, formErrorRef, captchaKey, onCaptcha } = useCheckedForm({
    action: send ?? boundAction(sendQuoteRequest, lang),
    initial: IDLE,
    validate: (data, token) => {
      const values = Object.fromEntries(QUOTE_REQUEST_FIELDS.map((name) => [name, String(data.get(name) ?? '')])) as Record<QuoteRequestField, string>;
      return quoteFieldIssues(values, { callingCode }, token);
    },
  });
  const say = (message: FormMessage | undefined) => message && formMessageText(intl, message);
  const label = (id: MessageId) => intl.formatMessage({ id });

  if (state.status === 'sent') return <QuoteSent receipt={state.receipt} timeZone={timeZone} onAnother={onAnother} />;

  return (
    <form {...form} className={styles.form} aria-labelledby="quote-title">
      {formError && (
        <div ref={formErrorRef} tabIndex={-1} role="alert" className={styles.formError}>
          <strong className={styles.formErrorTitle}>{label('business.quote.errorHeading')}</strong>
          {say(formError)}
        </div>
      )}
      {Object.entries(TEXT_FIELDS).map(([name, spec]: [string, FieldSpec]) => (
        <TextField
          key={name}
          name={name}
          type={spec.type ?? 'text'}
          autoComplete={spec.autoComplete}
          required={spec.required ?? false}
          label={label(spec.label)}
          hint={spec.hint && label(spec.hint)}
          error={say(fieldErrors[name as QuoteRequestField])}
        />
      ))}
      <TextArea
        name="message"
        rows={6}
        required
        label={label('business.quote.message')}
        hint={label('business.quote.messageHint')}
        maxLength={MAXIMUM_QUOTE_MESSAGE_LENGTH}
        remainingText={(remaining) =>
          remaining >= 0
            ? intl.formatMessage({ id: 'business.quote.remaining' }, { count: remaining })
            : intl.formatMessage({ id: 'business.quote.tooMany' }, { count: -remaining })
        }
        error={say(fieldErrors.message)}
      />
      <Captcha key={captchaKey} challengeUrl={captchaUrl} language={lang} error={say(fieldErrors.captchaToken)} onChange={onCaptcha} />
      <Button type="submit" variant="primary" loading={pending} loadingLabel={label('business.quote.pending')}>
        {label('business.quote.submit')}
      </Button>
    </form>
  );
}

/** The receipt of a request that went in: its number, where and by when the quote comes. */
function QuoteSent({ receipt, timeZone, onAnother }: { readonly receipt: QuoteReceipt; readonly timeZone: string; readonly onAnother: () => void }) {
  const intl = useIntl();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const time = intl.formatDate(receipt.promisedBy, { dateStyle: 'long', timeStyle: 'short', timeZone });
  return (
    <div className={styles.sent} role="status">
      <h3 ref={headingRef} tabIndex={-1} className={styles.sentHeading}>
        {intl.formatMessage({ id: 'business.quote.sent.heading' })}
      </h3>
      <p className={styles.text}>{intl.formatMessage({ id: 'business.quote.sent.number' }, { number: receipt.number })}</p>
      <p className={styles.text}>{intl.formatMessage({ id: 'business.quote.sent.promise' }, { email: receipt.email, time })}</p>
      <Button type="button" variant="secondary" onClick={onAnother}>
        {intl.formatMessage({ id: 'business.quote.sent.another' })}
      </Button>
    </div>
  );
}
