'use client';

import { Button, Money } from '@shop/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { reorderOrder } from '../../account/reorder.ts';
import type { ReorderOutcome } from '../../account/reorder-model.ts';
import { announceCartChanged } from '../../chrome/basket/cart-events.ts';
import { useErrorModal } from '../../chrome/error-modal/ErrorModalProvider.tsx';
import * as styles from '../account/Account.css.ts';
import type { MessageId } from '@shop/i18n';

export interface ReorderConfirmProps {
  readonly lang: string;
  readonly locale: string;
  readonly orderUuid: string;
  readonly cartHref: string;
  readonly reorder?: (lang: string, orderUuid: string) => Promise<ReorderOutcome>;
}

type Added = Extract<ReorderOutcome, { kind: 'added' }>;

/** Confirms the reorder, then shows the basket as it is now and names what could not be ordered again. */
export function ReorderConfirm({ lang, locale, orderUuid, cartHref, reorder = reorderOrder }: ReorderConfirmProps) {
  const intl = useIntl();
  const errorModal = useErrorModal();
  const label = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [pending, setPending] = useState(false);
  const [added, setAdded] = useState<Added | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // After the commit that shows the result (and after the router's refresh for the new basket cookie).
  useEffect(() => {
    if (added) headingRef.current?.focus();
  }, [added]);

  const confirm = async () => {
    if (pending) return;
    setPending(true);
    const outcome = await reorder(lang, orderUuid);
    if (outcome.kind === 'signedOut') {
      window.location.assign(outcome.location);
      return;
    }
    setPending(false);
    if (outcome.kind === 'refused') {
      errorModal.show(outcome.errors);
      return;
    }
    setAdded(outcome);
    // The header's basket count reads the basket again.
    announceCartChanged();
  };

  return (
    <div aria-live="polite" className={styles.form}>
      {added === null ? (
        <div className={styles.actions}>
          <Button variant="primary" loading={pending} loadingLabel={label('account.reorder.adding')} onClick={() => void confirm()}>
            {label('account.reorder.confirm')}
          </Button>
        </div>
      ) : (
        <section className={styles.card} aria-labelledby="reorder-result">
          <h2 id="reorder-result" ref={headingRef} tabIndex={-1} className={styles.sectionHeading}>
            {label('account.reorder.added')}
          </h2>
          {added.unavailable.length > 0 && (
            <div className={styles.formError}>
              <p>{label('account.reorder.unavailable', { count: added.unavailable.length })}</p>
              <ul>
                {added.unavailable.map((title) => (
                  <li key={title}>{title}</li>
                ))}
              </ul>
            </div>
          )}
          <h3 className={styles.sectionHeading}>{label('account.reorder.basket')}</h3>
          <ul className={styles.list}>
            {added.basket.map((line) => (
              <li key={line.id} className={styles.row}>
                <span>{label('account.reorder.line', { count: line.quantity, title: line.title })}</span>
                <Money {...line.total} locale={locale} />
              </li>
            ))}
          </ul>
          <p className={styles.lines}>
            <span className={styles.lineTotal}>{label('account.reorder.total')}</span>
            <span className={`${styles.lineValue} ${styles.lineTotal}`}>
              <Money {...added.total} locale={locale} />
            </span>
          </p>
          <div className={styles.actions}>
            <Button href={cartHref} variant="primary">
              {label('account.reorder.toBasket')}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
