import type { PaymentLogoKind } from '@shop/brand-config';
import * as styles from './payment-marks.css.ts';

export interface PaymentMarkProps {
  readonly kind: PaymentLogoKind;
  /** The method's name, as assistive technology announces the mark; null where the text beside it already says it. */
  readonly name: string | null;
}

/** A payment method's mark (payment-mark-shapes.ts), drawn by the style sheet and named for assistive technology. */
export function PaymentMark({ kind, name }: PaymentMarkProps) {
  return name === null
    ? <span className={styles.paymentMark[kind]} aria-hidden="true" />
    : <span className={styles.paymentMark[kind]} role="img" aria-label={name} />;
}
