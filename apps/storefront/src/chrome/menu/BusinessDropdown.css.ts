import { style } from '@vanilla-extract/css';
import { vars } from '@shop/themes/contract';

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' };

export const root = style({ position: 'relative' });

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '44px',
  padding: `0 ${vars.space.xs}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': focusRing,
});

export const panel = style({
  position: 'absolute',
  right: 0,
  top: '100%',
  zIndex: vars.zIndex.dropdown,
  minWidth: '240px',
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const title = style({ margin: `0 0 ${vars.space.xs}`, fontWeight: vars.fontWeight.bold });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs });

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': focusRing,
});
