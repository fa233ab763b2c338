'use client';

import { Button, Modal } from '@shop/ui';
import { postalAddressLines } from '@shop/validation';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { deleteAddress } from '../../account/actions.ts';
import type { AddressBookEntry } from '../../account/model.ts';
import type { AccountCountryRules } from '../../account/rules.ts';
import { addressValuesOf } from '../../checkout/account-prefill.ts';
import { emptyAddress } from '../../checkout/form-values.ts';
import { useErrorModal } from '../../chrome/error-modal/ErrorModalProvider.tsx';
import type { PostcodeView } from '../checkout/checkout-model.ts';
import * as styles from './Account.css.ts';
import { AddressForm } from './AddressForm.tsx';
import type { MessageId } from '@shop/i18n';

export interface AddressBookProps {
  readonly lang: string;
  readonly country: AccountCountryRules & { readonly postcode: PostcodeView };
  readonly entries: readonly AddressBookEntry[];
}

/** What the open dialog is about: a new address, one to change, or one to delete. */
type Dialog =
  | { readonly kind: 'closed' }
  | { readonly kind: 'add' }
  | { readonly kind: 'edit'; readonly entry: AddressBookEntry }
  | { readonly kind: 'delete'; readonly entry: AddressBookEntry };

/** `/account/address-book/`: the delivery addresses, each to change or delete, and a new one to add. */
export function AddressBook({ lang, country, entries }: AddressBookProps) {
  const intl = useIntl();
  const router = useRouter();
  const errorModal = useErrorModal();
  const label = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'closed' });
  const [pending, setPending] = useState(false);
  // Each change gets its own notice object, so saying the same thing twice still moves focus.
  const [notice, setNotice] = useState<{ readonly text: string } | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // Runs after the dialog's own effect has given focus back to its opener (gone, after a delete): focus goes to the notice.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const finish = (messageId: MessageId) => {
    setDialog({ kind: 'closed' });
    setNotice({ text: label(messageId) });
    router.refresh();
  };

  const confirmDelete = async (entry: AddressBookEntry) => {
    if (pending) return;
    setPending(true);
    const result = await deleteAddress(lang, entry.id);
    if (result.kind === 'signedOut') {
      window.location.assign(result.location);
      return;
    }
    setPending(false);
    if (result.kind === 'done') finish('account.addresses.deleted');
    else {
      setDialog({ kind: 'closed' });
      errorModal.show(result.errors);
    }
  };

  const nameOf = (entry: AddressBookEntry) => `${entry.firstName} ${entry.lastName}`;
  const title =
    dialog.kind === 'add' ? label('account.addresses.addTitle')
    : dialog.kind === 'edit' ? label('account.addresses.editTitle')
    : label('account.addresses.deleteTitle');

  return (
    <>
      <div aria-live="polite">
        {notice && (
          <p ref={noticeRef} tabIndex={-1} className={styles.notice}>
            {notice.text}
          </p>
        )}
      </div>
      {entries.length === 0 ? (
        <p>{label('account.addresses.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.row}>
              <address className={styles.rowText}>
                {postalAddressLines(entry).map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
              <span className={styles.actions}>
                <Button variant="secondary" size="sm" aria-label={label('account.addresses.editNamed', { name: nameOf(entry) })} onClick={() => setDialog({ kind: 'edit', entry })}>
                  {label('account.addresses.edit')}
                </Button>
                <Button variant="secondary" size="sm" aria-label={label('account.addresses.deleteNamed', { name: nameOf(entry) })} onClick={() => setDialog({ kind: 'delete', entry })}>
                  {label('account.addresses.delete')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button variant="primary" onClick={() => setDialog({ kind: 'add' })}>
          {label('account.addresses.add')}
        </Button>
      </div>
      <Modal open={dialog.kind !== 'closed'} onClose={() => setDialog({ kind: 'closed' })} title={title} closeLabel={label('account.form.close')} loading={pending} size="md">
        {(dialog.kind === 'add' || dialog.kind === 'edit') && (
          <AddressForm
            key={dialog.kind === 'edit' ? dialog.entry.id : 'new'}
            lang={lang}
            country={country}
            addressId={dialog.kind === 'edit' ? dialog.entry.id : null}
            values={dialog.kind === 'edit' ? addressValuesOf(dialog.entry) : emptyAddress()}
            onPendingChange={setPending}
            onSaved={() => finish(dialog.kind === 'edit' ? 'account.addresses.updated' : 'account.addresses.added')}
          />
        )}
        {dialog.kind === 'delete' && (
          <div className={styles.form}>
            <p>{label('account.addresses.deleteConfirm')}</p>
            <address className={styles.rowText}>
              {postalAddressLines(dialog.entry).map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
            <div className={styles.actions}>
              <Button variant="primary" loading={pending} loadingLabel={label('account.addresses.deleting')} onClick={() => void confirmDelete(dialog.entry)}>
                {label('account.addresses.delete')}
              </Button>
              <Button variant="secondary" onClick={() => setDialog({ kind: 'closed' })}>
                {label('account.form.cancel')}
              </Button>
            </div>
          </div>
        )}
      </Modal>
    </>
  );
}
