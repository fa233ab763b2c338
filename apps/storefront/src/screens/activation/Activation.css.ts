import { style } from '@vanilla-extract/css';
import { vars } from '@shop/themes/contract';
import * as formPage from '../form-page.css.ts';

export const page = formPage.page.regular;
export {
  actions, block, factLabel, factValue, facts, formError, formErrorTitle, heading, intro as text, list as steps, panel as form, subheading,
} from '../form-page.css.ts';

/** The voucher: the card's facts on a card-like panel. */
export const voucher = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
});
