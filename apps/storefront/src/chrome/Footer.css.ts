import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@shop/themes/contract';
import { SOCIAL_MARK_SVGS } from './icons/social-marks.ts';
import { svgUrl } from './icons/svg-url.ts';
import { pageFrame } from './page-frame.css.ts';

export const footer = style({
  marginTop: vars.space.xxl,
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.onSurfaceInverse,
  paddingBlock: vars.space.xl,
});

export const inner = style([
  pageFrame,
  {
    display: 'grid',
    gap: vars.space.xl,
  },
]);

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
});

export const columnTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  margin: `0 0 ${vars.space.sm}`,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});

export const sectionTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  margin: `0 0 ${vars.space.xs}`,
});

export const iconRow = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

// Spec §2: at most four payment icons on mobile.
globalStyle(`${iconRow}[data-kind="payment"] > li:nth-child(n + 5)`, {
  '@media': { [media.mobile]: { display: 'none' } },
});

// Explicit box: a lazy image below the fold has no intrinsic width until it loads, and the page must not shift.
export const trustMark = style({
  height: '48px',
  width: '120px',
  objectFit: 'contain',
});

export const social = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  ':hover': { backgroundColor: vars.color.brandHover },
});

/** Each network's mark, painted in the button's text colour through the mark's shape (also in forced colours). */
export const socialMark = styleVariants(SOCIAL_MARK_SVGS, (svg) => ({
  '::before': {
    content: '""',
    width: '20px',
    height: '20px',
    backgroundColor: 'currentColor',
    forcedColorAdjust: 'none',
    WebkitMask: `${svgUrl(svg)} center / contain no-repeat`,
    mask: `${svgUrl(svg)} center / contain no-repeat`,
  },
}));

export const bottom = style({
  borderTop: `1px solid ${vars.color.borderStrong}`,
  paddingTop: vars.space.md,
  display: 'grid',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const legal = style([iconRow, { gap: vars.space.md }]);

export const notice = style({ margin: 0 });

// The logo artwork is drawn for light backgrounds.
export const logo = style({
  justifySelf: 'start',
  height: '52px',
  width: 'auto',
  padding: vars.space.xxs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  '@media': { [media.mobile]: { height: '36px' } },
});
