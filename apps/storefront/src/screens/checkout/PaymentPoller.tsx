'use client';

import { Button, Spinner } from '@shop/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { refreshOrderPayment } from '../../checkout/actions.ts';
import { nextPollStep, type PollAnswer } from '../../checkout/payment-state.ts';
import * as styles from './Checkout.css.ts';

export interface PaymentPollerProps {
  readonly lang: string;
  readonly orderUuid: string;
  readonly initial: 'processing' | 'awaitingTransfer';
  readonly targets: { readonly confirmation: string; readonly retry: string; readonly refresh: string };
  readonly refresh?: (lang: string, orderUuid: string) => Promise<PollAnswer>;
  readonly navigate?: (location: string) => void;
}

/**
 * Asks for the payment's state every 1.5 s (a bank transfer: every 10 s) until it is final or the time is up. One
 * request at a time: the next is scheduled only after the previous answered.
 */
export function PaymentPoller({ lang, orderUuid, initial, targets, refresh = refreshOrderPayment, navigate = (to) => window.location.assign(to) }: PaymentPollerProps) {
  const intl = useIntl();
  const [showing, setShowing] = useState<'processing' | 'awaitingTransfer' | 'timedOut'>(initial);
  const started = useRef(0);
  // The latest callbacks, read when a timer fires: new function props must not restart the polling.
  const latest = useRef({ refresh, navigate, targets });
  latest.current = { refresh, navigate, targets };

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    started.current = Date.now();
    const first = nextPollStep({ kind: initial }, 0);
    const schedule = (ms: number) => {
      timer = setTimeout(async () => {
        const answer = await latest.current.refresh(lang, orderUuid);
        if (cancelled) return;
        const step = nextPollStep(answer, Date.now() - started.current);
        switch (step.kind) {
          case 'toConfirmation':
            latest.current.navigate(latest.current.targets.confirmation);
            return;
          case 'toRetry': {
            const retry = latest.current.targets.retry;
            latest.current.navigate(`${retry}${retry.includes('?') ? '&' : '?'}error=${step.code}`);
          }
            return;
          case 'wait':
            setShowing(step.showing);
            schedule(step.ms);
            return;
          case 'stop':
            setShowing(step.showing);
        }
      }, ms);
    };
    if (first.kind === 'wait') schedule(first.ms);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [lang, orderUuid, initial]);

  if (showing === 'awaitingTransfer') {
    return (
      <p className={styles.status} role="status">
        {intl.formatMessage({ id: 'checkout.process.awaiting' })}
      </p>
    );
  }
  if (showing === 'timedOut') {
    return (
      <div className={styles.column} role="status">
        <p>{intl.formatMessage({ id: 'checkout.process.timedOut' })}</p>
        <div>
          <Button href={targets.refresh} variant="primary">
            {intl.formatMessage({ id: 'checkout.process.checkAgain' })}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <p className={styles.status} role="status">
      <Spinner label={intl.formatMessage({ id: 'checkout.process.processing' })} />
      <span>{intl.formatMessage({ id: 'checkout.process.processing' })}</span>
    </p>
  );
}
