import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '@shop/themes/contract';

export const bar = style({
  display: 'none',
  position: 'relative',
  overflow: 'hidden',
  height: '2rem',
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.onSurfaceInverse,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  '@media': {
    [media.upToTablet]: { display: 'block' },
  },
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const slide = `transform ${vars.motion.slide} ${vars.motion.easing}`;

/**
 * Each selling point sits below the bar, slides up into view, then up and out. An item
 * returning to "next" jumps back without a transition so it never crosses the visible area.
 */
export const item = recipe({
  base: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    paddingInline: vars.space.md,
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    overflow: 'hidden',
    '@media': {
      [media.reducedMotion]: { transition: 'none' },
    },
  },
  variants: {
    position: {
      next: { transform: 'translateY(100%)', transition: 'none' },
      current: { transform: 'translateY(0)', transition: slide },
      previous: { transform: 'translateY(-100%)', transition: slide },
    },
  },
});
