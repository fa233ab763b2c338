export interface LogoBox {
  readonly width: number;
  readonly height: number;
}

/** Spec §9 logo sizes: header variants per screen size, and the fixed-height modal logo. */
export const LOGO_SIZES = {
  v1: { desktop: { width: 200, height: 80 }, mobile: { width: 170, height: 68 } },
  v2: { desktop: { width: 252, height: 86 }, mobile: { width: 116, height: 68 } },
  v3: { desktop: { width: 202, height: 52 }, mobile: { width: 134, height: 36 } },
  // The modal logo is 48 px high on every screen; its box keeps v1's proportions.
  modal: { desktop: { width: 120, height: 48 }, mobile: { width: 120, height: 48 } },
} as const satisfies Record<string, { desktop: LogoBox; mobile: LogoBox }>;

export type LogoVariant = keyof typeof LOGO_SIZES;

export const LOGO_VARIANTS = Object.keys(LOGO_SIZES) as readonly LogoVariant[];
