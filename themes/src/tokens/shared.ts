import type { ThemeTokens } from './types.ts';

/** Stacking order is structural, not a matter of brand taste: every group uses the same layers. */
export const zIndex: ThemeTokens['zIndex'] = {
  base: '0',
  dropdown: '100',
  sticky: '200',
  header: '300',
  overlay: '900',
  modal: '1000',
  toast: '1100',
};

/** Spec §9 timings: modal in/out 300 ms, top bar slide 0.6 s. */
export const motion: ThemeTokens['motion'] = {
  fast: '150ms',
  modal: '300ms',
  slide: '600ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
};

export const fontWeight: ThemeTokens['fontWeight'] = {
  regular: '400',
  medium: '500',
  bold: '700',
};
