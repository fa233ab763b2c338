import type { IntlShape } from '@formatjs/intl';
import { t } from '../../i18n/server-intl.ts';

/** The basket's VAT as it is charged: gift cards are exempt, fees and extras carry VAT. */
export interface VatExplanation {
  /** Label of the VAT line, naming what the VAT is on; absent when no VAT is charged. */
  readonly lineLabel?: string;
  readonly note: string;
}

export function vatExplanation(intl: IntlShape<string>, taxMinorUnits: number, productPlural: string): VatExplanation {
  if (taxMinorUnits === 0) return { note: t(intl, 'cart.summary.vatExempt', { product: productPlural }) };
  return {
    lineLabel: t(intl, 'cart.summary.vatOnExtras'),
    note: t(intl, 'cart.summary.vatExemptWithExtras', { product: productPlural }),
  };
}
