import { style } from '@vanilla-extract/css';
import { media, vars } from '@shop/themes/contract';
import * as formPage from '../form-page.css.ts';

export const page = formPage.page.narrow;
export { heading, info, intro, formError, panel as form } from '../form-page.css.ts';

export const names = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.fromTablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  color: vars.color.text,
  textDecoration: 'underline',
  selectors: { '&:hover': { textDecoration: 'none' }, '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const inlineLink = style([link, { fontWeight: vars.fontWeight.bold }]);
