'use client';

import { Button, Checkbox, TextField } from '@shop/ui';
import type { MessageId } from '@shop/i18n';
import { useIntl } from 'react-intl';
import { boundAction } from '../../forms/bound-action.ts';
import { Captcha } from '../checkout/Captcha.tsx';
import { enterDoubler } from './actions.ts';
import * as styles from './Doubler.css.ts';
import { type FormMessage, formMessageText } from '../../forms/form-refusal.ts';
import { useCheckedForm } from '../../forms/useCheckedForm.ts';
import { doublerFieldIssues, IDLE, type DoublerFormState } from './doubler-model.ts';

export interface DoublerFormProps {
  readonly lang: string;
  /** Card number prefixes of every store (the API's list): a card of another store gets its own answer from the API. */
  readonly prefixes: readonly string[];
  readonly captchaUrl: string;
  /** The entry itself; the server action unless a test gives another. */
  readonly enter?: (previous: DoublerFormState, form: FormData) => Promise<DoublerFormState>;
}

/**
 * The balance doubler's entry: card number, PIN, e-mail address, the draw's conditions and the captcha. Judged here with
 * the shared rules before anything is sent, then by the server action and the API (which checks the card like a balance
 * check); an accepted entry leaves for its thank-you page. Sent by hand, so a refused form keeps what was typed; errors
 * show at their field (focus moves to the first) or above the form.
 */
export function DoublerForm({ lang, prefixes, captchaUrl, enter }: DoublerFormProps) {
  const intl = useIntl();
  const { pending, fieldErrors, formError, form, formErrorRef, captchaKey, onCaptcha } = useCheckedForm({
    action: enter ?? boundAction(enterDoubler, lang),
    initial: IDLE,
    validate: (data, token) => {
      const text = (name: string) => String(data.get(name) ?? '');
      const entry = { cardNumber: text('cardNumber'), pin: text('pin'), email: text('email'), acceptConditions: data.get('acceptConditions') === 'on' };
      return doublerFieldIssues(entry, prefixes, token);
    },
  });
  const say = (message: FormMessage | undefined) => message && formMessageText(intl, message);
  const label = (id: MessageId) => intl.formatMessage({ id });

  return (
    <form {...form} className={styles.form} aria-labelledby="doubler-form-title">
      {formError && (
        <div ref={formErrorRef} tabIndex={-1} role="alert" className={styles.formError}>
          <strong className={styles.formErrorTitle}>{label('doubler.form.errorHeading')}</strong>
          {say(formError)}
        </div>
      )}
      <TextField
        name="cardNumber"
        label={label('doubler.form.cardNumber')}
        hint={label('doubler.form.cardNumberHint')}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        required
        error={say(fieldErrors.cardNumber)}
      />
      <TextField
        name="pin"
        label={label('doubler.form.pin')}
        hint={label('doubler.form.pinHint')}
        inputMode="numeric"
        autoComplete="off"
        required
        error={say(fieldErrors.pin)}
      />
      <TextField
        name="email"
        type="email"
        label={label('doubler.form.email')}
        hint={label('doubler.form.emailHint')}
        autoComplete="email"
        required
        error={say(fieldErrors.email)}
      />
      <Checkbox name="acceptConditions" label={label('doubler.form.conditions')} error={say(fieldErrors.acceptConditions)} />
      <Captcha key={captchaKey} challengeUrl={captchaUrl} language={lang} error={say(fieldErrors.captchaToken)} onChange={onCaptcha} />
      <Button type="submit" variant="primary" loading={pending} loadingLabel={label('doubler.form.submitting')}>
        {label('doubler.form.submit')}
      </Button>
    </form>
  );
}
