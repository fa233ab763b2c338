import { style } from '@vanilla-extract/css';
import { media, vars } from '@shop/themes/contract';

/** Under the card and its form: how it works, where to spend it and validity, side by side on a desktop. */
export const details = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '72rem',
  margin: '0 auto',
  paddingInline: vars.space.lg,
  paddingBlockEnd: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.fromTablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.fromSmallDesktop]: { gridTemplateColumns: 'minmax(0, 2fr) repeat(2, minmax(0, 1fr))' },
  },
});

export const panel = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  minWidth: 0,
});

/** How it works takes the whole row on a tablet, where the two other panels share the row under it. */
export const widePanel = style({ '@media': { [media.tablet]: { gridColumn: '1 / -1' } } });

export const panelHeading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });
export const panelText = style({ margin: 0, lineHeight: vars.lineHeight.normal });

export const routes = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
});
export const route = style({ display: 'grid', alignContent: 'start', gap: vars.space.xs });
export const routeTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const steps = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs, lineHeight: vars.lineHeight.normal });
export const step = style({ paddingInlineStart: vars.space.xxs });

export const link = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  ':hover': { color: vars.color.brandHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const related = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '72rem',
  margin: '0 auto',
  padding: vars.space.lg,
  paddingBlockStart: 0,
});

/** Two related cards per row on a phone would squeeze their text: one, then two, then four. */
export const relatedGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.fromTablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.fromSmallDesktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});
