'use client';

import { Button, Modal } from '@shop/ui';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './ErrorModal.css.ts';
import { errorToShow, type ErrorToShow, type ReportedApiError } from './translate-error.ts';

export interface ErrorModal {
  /** Opens the error modal for the first of the API's errors; does nothing for an empty list. */
  show(errors: readonly ReportedApiError[]): void;
}

const ErrorModalContext = createContext<ErrorModal | null>(null);

/** The error modal of the page, mounted once by the layout. */
export function useErrorModal(): ErrorModal {
  const modal = useContext(ErrorModalContext);
  if (!modal) throw new Error('useErrorModal needs the <ErrorModalProvider> of the layout');
  return modal;
}

export function ErrorModalProvider({ children }: { readonly children?: ReactNode }) {
  const intl = useIntl();
  const [shown, setShown] = useState<ErrorToShow | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback(
    (errors: readonly ReportedApiError[]) => {
      const next = errorToShow(errors, (id) => Object.hasOwn(intl.messages, id));
      if (!next) return;
      setShown(next);
      setOpen(true);
    },
    [intl.messages],
  );
  const value = useMemo(() => ({ show }), [show]);
  const close = () => setOpen(false);

  return (
    <ErrorModalContext.Provider value={value}>
      {children}
      <Modal
        open={open && shown !== null}
        onClose={close}
        title={intl.formatMessage({ id: 'errors.modal.title' })}
        closeLabel={intl.formatMessage({ id: 'errors.modal.close' })}
        size="sm"
        footer={
          <Button variant="primary" onClick={close}>
            {intl.formatMessage({ id: 'errors.modal.close' })}
          </Button>
        }
      >
        {shown && (
          <div role="alert">
            <p className={styles.message}>{intl.formatMessage({ id: shown.messageId })}</p>
            <p className={styles.code}>{intl.formatMessage({ id: 'errors.modal.code' }, { code: shown.code })}</p>
          </div>
        )}
      </Modal>
    </ErrorModalContext.Provider>
  );
}
