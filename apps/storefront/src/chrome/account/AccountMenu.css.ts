import { style } from '@vanilla-extract/css';
import { vars } from '@shop/themes/contract';

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' };

export const root = style({ position: 'relative' });

/** The header's icon link look, on a button. */
export const toggle = style({ border: 0, background: 'transparent', font: 'inherit', cursor: 'pointer' });

export const panel = style({
  position: 'absolute',
  right: 0,
  top: '100%',
  zIndex: vars.zIndex.dropdown,
  minWidth: '200px',
  padding: vars.space.xs,
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

const item = {
  display: 'block',
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textAlign: 'start',
  textDecoration: 'none',
  ':hover': { backgroundColor: vars.color.surfaceMuted },
  ':focus-visible': focusRing,
} as const;

export const link = style(item);

export const logout = style({
  ...item,
  border: 0,
  borderTop: `1px solid ${vars.color.border}`,
  background: 'transparent',
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&[aria-busy="true"]': { cursor: 'progress' } },
});
