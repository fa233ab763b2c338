import { media, vars } from '@shop/themes/contract';
import { style } from '@vanilla-extract/css';
import { pageFrame } from '../../chrome/page-frame.css.ts';
import { ARTWORK_ASPECT_RATIO } from '../catalogue/card-model.ts';

/** One block of the home page: centred like the header and footer, so their edges line up. */
export const block = style([pageFrame, { display: 'grid', gap: vars.space.lg, paddingBlock: vars.space.xl }]);

export const blockHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });
export const heading = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight, margin: 0 });
export const text = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal, maxWidth: '40rem' });

export const link = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  ':hover': { color: vars.color.brandHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

// Hero ------------------------------------------------------------------------------------------------------------

export const hero = style([
  block,
  {
    alignItems: 'center',
    paddingBlock: vars.space.xl,
    '@media': { [media.fromSmallDesktop]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', gap: vars.space.xxl } },
  },
]);
export const heroText = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start', minWidth: 0 });
export const heroTitle = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight, margin: 0 });
export const heroPromise = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.normal, color: vars.color.text });
export const heroActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The choice card, tilted a little like a card on a table; the whole panel is one link. */
export const choiceCard = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  textDecoration: 'none',
  ':focus-visible': focusRing,
  selectors: { '&:hover': { boxShadow: vars.shadow.md } },
});
export const choiceCardImage = style({
  display: 'block',
  width: '100%',
  maxWidth: '24rem',
  height: 'auto',
  aspectRatio: ARTWORK_ASPECT_RATIO,
  justifySelf: 'center',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  transform: 'rotate(-3deg)',
  '@media': { [media.reducedMotion]: { transform: 'none' } },
});
export const choiceCardTitle = style({ fontFamily: vars.font.heading, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });
export const choiceCardText = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

// Selling points --------------------------------------------------------------------------------------------------

export const sellingPoints = style([
  pageFrame,
  {
    listStyle: 'none',
    margin: '0 auto',
    paddingBlock: vars.space.md,
    display: 'grid',
    gap: vars.space.sm,
    '@media': { [media.fromTablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
  },
]);
export const sellingPoint = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});
/** A tick drawn by CSS, in the brand colour: no image request, no inline SVG in every page. */
export const tick = style({
  flex: '0 0 auto',
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brand,
  position: 'relative',
  '::after': {
    content: '""',
    position: 'absolute',
    left: '0.55rem',
    top: '0.3rem',
    width: '0.35rem',
    height: '0.7rem',
    borderRight: `2px solid ${vars.color.onBrand}`,
    borderBottom: `2px solid ${vars.color.onBrand}`,
    transform: 'rotate(45deg)',
  },
});

// Category tiles --------------------------------------------------------------------------------------------------

export const tiles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  // Two tiles side by side from 320 px; a tile never gets narrower than its longest usual category name.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9rem), 1fr))',
  '@media': { [media.fromSmallDesktop]: { gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))' } },
});
export const tile = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'start',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textAlign: 'center',
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  hyphens: 'auto',
  ':focus-visible': focusRing,
  selectors: { '&:hover': { borderColor: vars.color.brand, boxShadow: vars.shadow.sm } },
});
export const tileIcon = style({ display: 'block', width: '3rem', height: '3rem' });

// Most chosen -----------------------------------------------------------------------------------------------------

/** Spec §9: the featured cards side by side from tablet up, one above the other on a phone. */
export const featuredGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.fromTablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/**
 * Spec §9: the top products, 2 (4 on large desktop). On a phone they stack, so a small card keeps its text beside its
 * image at a readable width instead of a column of a few words.
 */
export const topGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.fromTablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.largeDesktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const centred = style({ display: 'flex', justifyContent: 'center' });

// Giving moments and blog -----------------------------------------------------------------------------------------

export const teasers = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
});
export const teaser = style({
  position: 'relative',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.md,
  paddingBlockStart: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
  selectors: { '&:hover': { boxShadow: vars.shadow.md }, '&:focus-within': { boxShadow: vars.shadow.md } },
});
/** The page's own colour as a band along the top: decoration only, so it needs no contrast. */
export const teaserBand = style({ position: 'absolute', insetInline: 0, insetBlockStart: 0, height: '0.5rem', backgroundColor: vars.color.accent });
export const teaserTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });
/** The title's link covers the whole card, so the card is one target but one link in the reading order. */
export const teaserLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  ':focus-visible': { outline: 'none' },
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
  selectors: { '&:focus-visible::after': focusRing, '&:hover': { textDecoration: 'underline' } },
});
export const teaserMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const teaserText = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

// Business --------------------------------------------------------------------------------------------------------

export const business = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.onSurfaceInverse,
  '@media': { [media.fromSmallDesktop]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' } },
});
export const businessText = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const businessHeading = style([heading, { color: vars.color.onSurfaceInverse }]);
export const businessCopy = style({ margin: 0, lineHeight: vars.lineHeight.normal, maxWidth: '40rem' });
export const businessPoints = style({ margin: 0, paddingInlineStart: vars.space.lg, lineHeight: vars.lineHeight.normal });
