import { style } from '@vanilla-extract/css';
import { vars } from '@shop/themes/contract';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  backgroundColor: vars.color.surface,
  borderBottom: `4px solid ${vars.color.brand}`,
  boxShadow: vars.shadow.sm,
});

export const inner = style({
  maxWidth: '1280px',
  margin: '0 auto',
  minHeight: '80px',
  padding: `0 ${vars.space.md}`,
  display: 'flex',
  alignItems: 'center',
});
