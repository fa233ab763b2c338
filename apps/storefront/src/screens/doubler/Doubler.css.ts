import { style } from '@vanilla-extract/css';
import { media, vars } from '@shop/themes/contract';
import * as formPage from '../form-page.css.ts';

export const page = formPage.page.regular;
export { formError, formErrorTitle, heading, info as drawNotice, intro as text, panel as form } from '../form-page.css.ts';

export const subheading = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });

export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, paddingInlineStart: vars.space.lg, color: vars.color.text });

export const block = style({ display: 'grid', gap: vars.space.sm });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${vars.space.xxs} ${vars.space.lg}`,
  margin: 0,
  '@media': { [media.fromTablet]: { gridTemplateColumns: 'auto minmax(0, 1fr)' } },
});

export const factLabel = style({ margin: 0, color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
