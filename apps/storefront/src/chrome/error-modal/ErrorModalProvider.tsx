'use client';

import dynamic from 'next/dynamic';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { IntlProvider, type Messages } from '../../i18n/IntlProvider.tsx';
import { holdsErrorTexts, loadErrorTexts } from './error-texts.ts';
import { errorToShow, type ErrorMessageValues, type ErrorToShow, type ReportedApiError } from './translate-error.ts';
import { hasMessageIn } from '../../i18n/has-message.ts';

// Every page mounts the provider, few ever show an error: the modal and its buttons load with the first error.
const ErrorModalDialog = dynamic(() => import('./ErrorModalDialog.tsx').then((module) => module.ErrorModalDialog), { ssr: false });

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

export interface ErrorModalProviderProps {
  readonly children?: ReactNode;
  /** The store's amounts some messages name, formatted on the server (`errorMessageValues`). */
  readonly messageValues: ErrorMessageValues;
}

export function ErrorModalProvider({ children, messageValues }: ErrorModalProviderProps) {
  const intl = useIntl();
  const [shown, setShown] = useState<{ readonly error: ErrorToShow; readonly messages: Messages } | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback(
    (errors: readonly ReportedApiError[]) => {
      if (errors.length === 0) return;
      const present = (messages: Messages) => {
        const error = errorToShow(errors, hasMessageIn(messages));
        if (!error) return;
        setShown({ error, messages });
        setOpen(true);
      };
      const pageMessages: Messages = intl.messages;
      if (holdsErrorTexts(pageMessages)) present(pageMessages);
      else void loadErrorTexts(intl.locale).then((texts) => present({ ...pageMessages, ...texts }));
    },
    [intl.messages, intl.locale],
  );
  const value = useMemo(() => ({ show }), [show]);
  const close = () => setOpen(false);

  return (
    <ErrorModalContext.Provider value={value}>
      {children}
      {/* Stays mounted once shown, so closing it can hand focus back to what opened it. */}
      {shown && (
        <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={shown.messages}>
          <ErrorModalDialog open={open} onClose={close} error={shown.error} messageValues={messageValues} />
        </IntlProvider>
      )}
    </ErrorModalContext.Provider>
  );
}
