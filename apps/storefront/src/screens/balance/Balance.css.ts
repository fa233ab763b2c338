import { style } from '@vanilla-extract/css';
import { media, vars } from '@shop/themes/contract';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: '40rem', margin: '0 auto', padding: vars.space.lg });

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl, color: vars.color.text });

export const intro = style({ margin: 0, color: vars.color.text });

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.fromTablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const formError = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const formErrorTitle = style({ display: 'block', fontWeight: vars.fontWeight.bold, marginBottom: vars.space.xxs });

export const result = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
});

export const resultHeading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 4 } },
});

export const facts = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0 });

export const factLabel = style({ margin: 0, color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const balance = style({ fontSize: vars.fontSize.xl, fontVariantNumeric: 'tabular-nums' });

export const note = style({ margin: 0 });
