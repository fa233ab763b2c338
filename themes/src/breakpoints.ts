/** Spec §9 breakpoints. Media queries cannot use CSS variables, so these are plain constants. */
export const breakpoints = {
  mobile: { min: 0, max: 639 },
  tablet: { min: 640, max: 1023 },
  smallDesktop: { min: 1024, max: 1279 },
  largeDesktop: { min: 1280, max: Infinity },
} as const;

export type Breakpoint = keyof typeof breakpoints;

export const media = {
  mobile: 'screen and (max-width: 639px)',
  tablet: 'screen and (min-width: 640px) and (max-width: 1023px)',
  upToTablet: 'screen and (max-width: 1023px)',
  fromTablet: 'screen and (min-width: 640px)',
  fromSmallDesktop: 'screen and (min-width: 1024px)',
  smallDesktop: 'screen and (min-width: 1024px) and (max-width: 1279px)',
  largeDesktop: 'screen and (min-width: 1280px)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
