import { style } from '@vanilla-extract/css';
import { vars } from '@shop/themes/contract';

/**
 * The width and side gutters every centred page shares with the header and footer, so their edges line up at
 * every screen size.
 */
export const pageFrame = style({
  width: '100%',
  maxWidth: '80rem',
  marginInline: 'auto',
  paddingInline: vars.space.md,
  // As a grid, its one column is the frame's width: a long word inside never widens it past the screen.
  gridTemplateColumns: 'minmax(0, 1fr)',
  minWidth: 0,
});
