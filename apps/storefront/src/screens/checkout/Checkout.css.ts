import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@shop/themes/contract';

export const page = style({
  display: 'grid',
  // As wide as the screen on phones, whatever the shopper typed: long text wraps (userText) rather than widen the page.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  maxWidth: '72rem',
  margin: '0 auto',
  padding: vars.space.lg,
  '@media': { [media.fromSmallDesktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 24rem)', alignItems: 'start' } },
});

export const narrowPage = style({ display: 'grid', gap: vars.space.lg, maxWidth: '48rem', margin: '0 auto', padding: vars.space.lg });

export const column = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start' });

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl, color: vars.color.text });

export const stepHeading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 4 } },
});

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });

export const steps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  background: vars.color.surface,
});

export const stepCurrent = style({ borderColor: vars.color.brand, color: vars.color.text, fontWeight: vars.fontWeight.bold });
export const stepDone = style({ color: vars.color.text });

export const stepNumber = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
});

export const stepNumberCurrent = style({ background: vars.color.brand, color: vars.color.onBrand });

export const form = style({ display: 'grid', gap: vars.space.lg });

export const fieldGrid = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.fromTablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fullRow = style({ gridColumn: '1 / -1' });

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const fieldset = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const note = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.sm });

export const prefix = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });

/** Sits beside the phone input, below the field's label (one line of label text and the field's gap). */
export const callingCode = style({
  marginTop: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal} + ${vars.space.xs})`,
  minHeight: 44,
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

export const grow = style({ flex: 1, minWidth: 0 });

export const methodLabel = style({ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.xs });

export const logos = style({ display: 'inline-flex', gap: vars.space.xxs });

export const summary = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  '@media': { [media.fromSmallDesktop]: { position: 'sticky', top: vars.space.lg } },
});

export const lines = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const packageRow = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: vars.space.sm });

/**
 * What the shopper typed (a personal message, a receiver's name or e-mail, an address): a word or URL longer than the
 * line breaks anywhere instead of widening the page.
 */
export const userText = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const suggestions = style({
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
});

export const suggestion = style({
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: { '&[aria-selected="true"]': { background: vars.color.surfaceMuted, outline: `2px solid ${vars.color.focus}` } },
});

export const details = style({ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });

globalStyle(`${details} dt`, { color: vars.color.textMuted });
globalStyle(`${details} dd`, { margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const status = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, color: vars.color.text });

export const link = style({ color: vars.color.brand, textDecoration: 'underline' });

/** Holds about a step form's height while the tab's kept draft is read, so the form does not push the page down. */
export const stepPending = style({ margin: 0, minHeight: '32rem', color: vars.color.textMuted });
