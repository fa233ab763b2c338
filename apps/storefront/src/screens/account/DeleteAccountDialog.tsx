'use client';

import { Button, Modal, TextField } from '@shop/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { deleteAccount } from '../../account/actions.ts';
import * as styles from './Account.css.ts';
import { textOf, useAccountForm } from './use-account-form.ts';
import type { MessageId } from '@shop/i18n';

/**
 * Spec "delete account" modal: says it cannot be undone and asks for the password. Afterwards the browser holds
 * nothing of the account (session, basket, prefilled e-mail) and the server action leads to the notice that it is done.
 */
export function DeleteAccountDialog({ lang }: { readonly lang: string }) {
  const intl = useIntl();
  const label = (id: MessageId) => intl.formatMessage({ id });
  const [open, setOpen] = useState(false);
  const form = useAccountForm<'password', string>({
    read: (data) => textOf(data, 'password'),
    judge: (password) => (password === '' ? { password: { id: 'validation.password.required' } } : null),
    send: (password) => deleteAccount(lang, password),
    // Deleting leads elsewhere (the server action redirects): nothing is left to do here.
    onDone: () => undefined,
  });

  return (
    <section className={styles.card} aria-labelledby="account-delete-heading">
      <h2 id="account-delete-heading" className={styles.sectionHeading}>
        {label('account.delete.heading')}
      </h2>
      <p className={styles.muted}>{label('account.delete.intro')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {label('account.delete.open')}
        </Button>
      </div>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={label('account.delete.heading')}
        closeLabel={label('account.form.close')}
        loading={form.pending}
        size="sm"
      >
        <form ref={form.formRef} className={styles.form} noValidate onSubmit={form.onSubmit}>
          <p className={styles.formError}>{label('account.delete.warning')}</p>
          <TextField name="password" type="password" label={label('account.delete.password')} autoComplete="current-password" required error={form.errorOf('password')} />
          <div className={styles.actions}>
            <Button type="submit" variant="primary" loading={form.pending} loadingLabel={label('account.delete.deleting')}>
              {label('account.delete.confirm')}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {label('account.form.cancel')}
            </Button>
          </div>
        </form>
      </Modal>
    </section>
  );
}
