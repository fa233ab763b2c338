import { style } from '@vanilla-extract/css';
import { media, vars } from '@shop/themes/contract';
import * as formPage from '../form-page.css.ts';

export const page = formPage.page.regular;
export { formError, formErrorTitle, heading, intro, panel as form } from '../form-page.css.ts';

export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.fromTablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

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
