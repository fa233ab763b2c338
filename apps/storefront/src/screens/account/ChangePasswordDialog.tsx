'use client';

import { Button, Modal, TextField } from '@shop/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { changePassword } from '../../account/actions.ts';
import { judge } from '../../account/form-result.ts';
import { changePasswordRules, type PasswordField, type PasswordValues } from '../../account/rules.ts';
import * as styles from './Account.css.ts';
import { textOf, useAccountForm } from './use-account-form.ts';
import type { MessageId } from '@shop/i18n';

/**
 * Spec "change password" modal: the current password, the new one twice. Every other session of the account ends;
 * this browser keeps the new one.
 */
export function ChangePasswordDialog({ lang }: { readonly lang: string }) {
  const intl = useIntl();
  const label = (id: MessageId) => intl.formatMessage({ id });
  const [open, setOpen] = useState(false);
  const [changed, setChanged] = useState(false);
  const changedRef = useRef<HTMLParagraphElement>(null);
  // Runs after the dialog's own effect has given focus back to its opener: the notice is read out instead.
  useEffect(() => {
    if (changed) changedRef.current?.focus();
  }, [changed]);
  const form = useAccountForm<PasswordField, PasswordValues>({
    read: (data) => ({ currentPassword: textOf(data, 'currentPassword'), password: textOf(data, 'password'), confirmPassword: textOf(data, 'confirmPassword') }),
    judge: (values) => judge<PasswordField>(changePasswordRules(), values),
    send: (values) => changePassword(lang, values),
    onDone: () => {
      setOpen(false);
      setChanged(true);
    },
  });

  return (
    <section className={styles.card} aria-labelledby="account-password-heading">
      <h2 id="account-password-heading" className={styles.sectionHeading}>
        {label('account.password.heading')}
      </h2>
      <p className={styles.muted}>{label('account.password.intro')}</p>
      <div aria-live="polite">
        {changed && (
          <p ref={changedRef} tabIndex={-1} className={styles.notice}>
            {label('account.password.changed')}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => {
            form.reset();
            setChanged(false);
            setOpen(true);
          }}
        >
          {label('account.password.open')}
        </Button>
      </div>
      <Modal open={open} onClose={() => setOpen(false)} title={label('account.password.heading')} closeLabel={label('account.form.close')} loading={form.pending} size="sm">
        <form ref={form.formRef} className={styles.form} noValidate onSubmit={form.onSubmit}>
          <TextField name="currentPassword" type="password" label={label('account.password.current')} autoComplete="current-password" required error={form.errorOf('currentPassword')} />
          <TextField
            name="password"
            type="password"
            label={label('account.password.new')}
            hint={label('account.password.rules')}
            autoComplete="new-password"
            required
            error={form.errorOf('password')}
          />
          <TextField name="confirmPassword" type="password" label={label('account.password.confirm')} autoComplete="new-password" required error={form.errorOf('confirmPassword')} />
          <Button type="submit" variant="primary" fullWidth loading={form.pending} loadingLabel={label('account.form.saving')}>
            {label('account.password.submit')}
          </Button>
        </form>
      </Modal>
    </section>
  );
}
