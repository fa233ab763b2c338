import { style } from '@vanilla-extract/css';
import { media, vars } from '@shop/themes/contract';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: '32rem', margin: '0 auto', padding: vars.space.lg });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  color: vars.color.text,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 4 } },
});

export const intro = style({ margin: 0, color: vars.color.text });

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const names = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.fromTablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

const notice = {
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
} as const;

export const formError = style({ ...notice, borderInlineStart: `4px solid ${vars.color.danger}` });

export const info = style({ ...notice, borderInlineStart: `4px solid ${vars.color.brand}` });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  color: vars.color.text,
  textDecoration: 'underline',
  selectors: { '&:hover': { textDecoration: 'none' }, '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const inlineLink = style([link, { fontWeight: vars.fontWeight.bold }]);
