import { Money, type MoneyProps } from './Money.tsx';
import * as styles from './Money.css.ts';

export interface MoneyLineProps {
  readonly label: string;
  readonly money: Omit<MoneyProps, 'locale' | 'className'>;
  readonly locale: string;
  /** The line a summary ends on (the total): larger and bold. */
  readonly emphasised?: boolean;
}

/** One row of a `<dl>` of amounts (a basket's or an order's totals): the label, and the amount aligned to the end. */
export function MoneyLine({ label, money, locale, emphasised = false }: MoneyLineProps) {
  const emphasis = emphasised ? ` ${styles.emphasised}` : '';
  return (
    <>
      <dt className={`${styles.lineLabel}${emphasis}`}>{label}</dt>
      <dd className={`${styles.lineValue}${emphasis}`}>
        <Money {...money} locale={locale} />
      </dd>
    </>
  );
}
