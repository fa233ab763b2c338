import type { BrandConfig } from '@shop/brand-config';

type HeaderVariant = BrandConfig['features']['headerVariant'];

export interface HeaderLayout {
  /** Which of the brand's logos the header shows (its variant sets the spec §9 size). */
  readonly logo: 'main' | 'business';
  /** The brand's header decoration strip (header height 80 + 30). */
  readonly decoration: boolean;
  /** Category menu, search, account and basket: the shopping parts; the redeem header has none. */
  readonly shopping: boolean;
}

/** Spec §2: header variants by feature toggle. */
export const HEADER_LAYOUTS = {
  normal: { logo: 'main', decoration: false, shopping: true },
  business: { logo: 'business', decoration: false, shopping: true },
  newer: { logo: 'main', decoration: true, shopping: true },
  redeem: { logo: 'main', decoration: false, shopping: false },
} as const satisfies Record<HeaderVariant, HeaderLayout>;
