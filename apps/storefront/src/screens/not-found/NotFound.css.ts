import { style } from '@vanilla-extract/css';
import { vars } from '@shop/themes/contract';

export const section = style({
  maxWidth: '720px',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: 'center',
});

export const code = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const title = style({
  margin: `${vars.space.sm} 0 ${vars.space.md}`,
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
});

export const body = style({
  margin: `0 0 ${vars.space.lg}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-block',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  cursor: 'pointer',
  font: 'inherit',
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.brandHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const secondaryLink = style([link, {
  background: vars.color.surface,
  color: vars.color.brand,
  boxShadow: `inset 0 0 0 2px ${vars.color.brand}`,
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
}]);

export const search = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'center',
  gap: vars.space.sm,
  margin: `${vars.space.lg} auto 0`,
  maxWidth: '480px',
  textAlign: 'start',
});

export const searchField = style({
  flex: '1 1 240px',
});
