import { style } from '@vanilla-extract/css';
import { vars } from '@shop/themes/contract';

export const wrapper = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
