'use client';

import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import * as styles from '../../../screens/not-found/NotFound.css.ts';

export interface PageErrorProps {
  readonly error: Error & { readonly digest?: string };
  readonly reset: () => void;
}

/**
 * Shown inside the chrome when a page cannot be rendered, e.g. while the shop API is unreachable: the spec's
 * apology and a retry, never a stack trace.
 */
export default function PageError({ error, reset }: PageErrorProps) {
  const intl = useIntl();
  useEffect(() => {
    console.error(error.digest ?? error.message);
  }, [error]);
  return (
    <section className={styles.section} role="alert" aria-labelledby="page-error-title">
      <h1 id="page-error-title" className={styles.title}>{intl.formatMessage({ id: 'errors.modal.title' })}</h1>
      <p className={styles.body}>{intl.formatMessage({ id: 'errors.generic' })}</p>
      <ul className={styles.links}>
        <li>
          <button type="button" className={styles.link} onClick={reset}>
            {intl.formatMessage({ id: 'common.tryAgain' })}
          </button>
        </li>
      </ul>
    </section>
  );
}
