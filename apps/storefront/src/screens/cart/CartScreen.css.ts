import { style } from '@vanilla-extract/css';
import { media, vars } from '@shop/themes/contract';
import { ARTWORK_ASPECT_RATIO } from '../catalogue/card-model.ts';

export const page = style({
  display: 'grid',
  gap: vars.space.xl,
  maxWidth: '72rem',
  margin: '0 auto',
  padding: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.fromSmallDesktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 24rem)', alignItems: 'start' } },
});

export const contents = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg, alignContent: 'start' });

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl, color: vars.color.text });

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });

export const groups = style({ display: 'grid', gap: vars.space.lg, margin: 0, padding: 0, listStyle: 'none' });

export const group = style({
  display: 'grid',
  // One column on phones, as narrow as the screen: a long word in a message wraps instead of widening the page.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [media.fromTablet]: { gridTemplateColumns: '10rem minmax(0, 1fr) auto' } },
});

export const previews = style({ position: 'relative', width: 160, height: 100 });

export const preview = style({
  position: 'absolute',
  top: 0,
  width: 128,
  height: 'auto',
  aspectRatio: ARTWORK_ASPECT_RATIO,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
});

export const groupTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, color: vars.color.text, overflowWrap: 'anywhere' });

/** What a line holds, beside its pictures; may shrink below its longest word. */
export const groupText = style({ minWidth: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// The shopper's own text (a personal message, a URL without spaces) breaks anywhere rather than run out of the line.
export const details = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const groupTotal = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text, justifySelf: 'end' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, gridColumn: '1 / -1' });

/** A line action's form (for a browser without the page's script) lays its button out as the other actions'. */
export const lineActionForm = style({ display: 'contents' });

/** A line's quantity: the field (its label above) and the button that applies it, side by side. */
export const quantityForm = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs });

export const quantityField = style({ width: '6rem' });

/** Why a line action posted without the script was refused: on a line of its own under the actions. */
export const lineActionProblem = style({ flexBasis: '100%', margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

/** Tells what changed when the basket was changed elsewhere (BasketNotice.tsx); focused when it appears. */
export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const noticeText = style({ margin: 0 });

/** The titles of the cards a notice is about, under its text. */
export const noticeList = style({ margin: `${vars.space.xs} 0 0`, paddingInlineStart: vars.space.lg });


export const summary = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
});

export const totals = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space.xs, margin: 0 });

export const empty = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start', maxWidth: '40rem', margin: '0 auto', padding: vars.space.xl });
