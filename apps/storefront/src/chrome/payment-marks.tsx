import type { PaymentLogoKind } from '@shop/brand-config';
import * as styles from './payment-marks.css.ts';

export interface PaymentMarkProps {
  readonly kind: PaymentLogoKind;
  /** The method's name, as assistive technology announces the mark. */
  readonly name: string;
  readonly className?: string;
}

/** A payment method's mark (payment-mark-shapes.ts), drawn by the style sheet and named for assistive technology. */
export function PaymentMark({ kind, name, className }: PaymentMarkProps) {
  return (
    <span
      className={className ? `${styles.paymentMark[kind]} ${className}` : styles.paymentMark[kind]}
      role="img"
      aria-label={name}
    />
  );
}
