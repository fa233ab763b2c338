'use client';

import { Button, Modal } from '@shop/ui';
import { useIntl } from 'react-intl';
import * as styles from './ErrorModal.css.ts';
import type { ErrorMessageValues, ErrorToShow } from './translate-error.ts';

export interface ErrorModalDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly error: ErrorToShow;
  readonly messageValues: ErrorMessageValues;
}

/** The error modal itself: its message in the store language and the error's code. */
export function ErrorModalDialog({ open, onClose, error, messageValues }: ErrorModalDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: 'errors.modal.title' })}
      closeLabel={intl.formatMessage({ id: 'errors.modal.close' })}
      size="sm"
      footer={
        <Button variant="primary" onClick={onClose}>
          {intl.formatMessage({ id: 'errors.modal.close' })}
        </Button>
      }
    >
      <div role="alert">
        <p className={styles.message}>{intl.formatMessage({ id: error.messageId }, { ...messageValues, ...error.values })}</p>
        <p className={styles.code}>{intl.formatMessage({ id: 'errors.modal.code' }, { code: error.code })}</p>
      </div>
    </Modal>
  );
}
