import { formatMoney, type FormatMoneyOptions } from './formatMoney.ts';
import * as styles from './Money.css.ts';

export type MoneyProps = FormatMoneyOptions & { readonly className?: string };

/** An amount of money as the locale writes it, with symbol and ISO code by default. */
export function Money({ className, ...options }: MoneyProps) {
  const classes = className ? `${styles.money} ${className}` : styles.money;
  return <span className={classes}>{formatMoney(options)}</span>;
}
