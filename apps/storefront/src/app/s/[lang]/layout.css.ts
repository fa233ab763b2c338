import { style } from '@vanilla-extract/css';
import { vars } from '@shop/themes/contract';

/** Off-screen until focused, then the first thing a keyboard user sees. */
export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: vars.space.md,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none', outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const main = style({
  display: 'block',
  minHeight: '50vh',
  outline: 'none',
});
