import { style } from '@vanilla-extract/css';
import { vars } from '@shop/themes/contract';

export const hero = style({
  maxWidth: '1280px',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.md}`,
});

export const title = style({
  color: vars.color.brand,
  fontSize: vars.fontSize.xxl,
  margin: `0 0 ${vars.space.md}`,
});

export const intro = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  maxWidth: '60ch',
  margin: 0,
});
