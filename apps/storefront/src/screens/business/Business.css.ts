import { style } from '@vanilla-extract/css';
import { media, vars } from '@shop/themes/contract';
import { pageFrame } from '../../chrome/page-frame.css.ts';
import * as formPage from '../form-page.css.ts';

export { block, formError, formErrorTitle, intro as text, list, panel as form, subheading } from '../form-page.css.ts';

/** The page's content and the quote request side by side on wide screens, one above the other on phones. */
export const layout = style([
  pageFrame,
  {
    display: 'grid',
    gap: vars.space.xl,
    paddingBlockEnd: vars.space.xl,
    '@media': { [media.fromTablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', alignItems: 'start' } },
  },
]);

export const column = style({ display: 'grid', gap: vars.space.lg });

export const sent = style([formPage.panel, { borderInlineStart: `4px solid ${vars.color.brand}` }]);

export const sentHeading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 4 } },
});
