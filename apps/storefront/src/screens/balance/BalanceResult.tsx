'use client';

import { Button, Money } from '@shop/ui';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './Balance.css.ts';
import { spendingOption, stateExplanationId, type BalanceLinks, type CheckedBalance } from './balance-model.ts';

export interface BalanceResultProps {
  readonly card: CheckedBalance;
  readonly timeZone: string;
  readonly links: BalanceLinks;
  readonly products: string;
  /** Focus lands here when the result appears. */
  readonly headingRef: Ref<HTMLHeadingElement>;
}

/** A checked card: its balance, until when it can be spent (the store's calendar date), its state and what to do next. */
export function BalanceResult({ card, timeZone, links, products, headingRef }: BalanceResultProps) {
  const intl = useIntl();
  const explanationId = stateExplanationId(card.state);
  const next = spendingOption(card, links);
  return (
    <section className={styles.result} aria-labelledby="balance-result-heading">
      <h2 id="balance-result-heading" ref={headingRef} tabIndex={-1} className={styles.resultHeading}>
        {intl.formatMessage({ id: 'balance.result.heading' })}
      </h2>
      <dl className={styles.facts}>
        <dt className={styles.factLabel}>{intl.formatMessage({ id: 'balance.result.balance' })}</dt>
        <dd className={styles.factValue} data-testid="balance-amount">
          <Money className={styles.balance} value={card.balance.value} currency={card.balance.currency} locale={intl.locale} />
        </dd>
        <dt className={styles.factLabel}>{intl.formatMessage({ id: 'balance.result.expiresAt' })}</dt>
        <dd className={styles.factValue}>{intl.formatDate(new Date(card.expiresAt), { dateStyle: 'long', timeZone })}</dd>
        <dt className={styles.factLabel}>{intl.formatMessage({ id: 'balance.result.state' })}</dt>
        <dd className={styles.factValue}>{intl.formatMessage({ id: `balance.state.${card.state}` })}</dd>
      </dl>
      {explanationId && <p className={styles.note}>{intl.formatMessage({ id: explanationId })}</p>}
      {card.choiceCard && <p className={styles.note}>{intl.formatMessage({ id: 'balance.result.choiceCard' }, { products })}</p>}
      {next && (
        <Button href={next.href} variant="secondary">
          {intl.formatMessage({ id: next.labelId }, { products })}
        </Button>
      )}
    </section>
  );
}
