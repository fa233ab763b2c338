import { style } from '@vanilla-extract/css';
import { media, vars } from '@shop/themes/contract';

export const form = style({
  flex: '1 1 auto',
  minWidth: 0,
  maxWidth: '420px',
  // Phones: logo and icons share the first row, the search field takes the whole second one.
  '@media': { [media.mobile]: { order: 10, flexBasis: '100%', maxWidth: 'none' } },
});

export const headerField = style({
  width: '100%',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const dialogField = style([headerField, { marginBottom: vars.space.md }]);

export const sections = style({ display: 'grid', gap: vars.space.lg });

export const sectionTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs });

export const chips = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const chip = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { borderColor: vars.color.brand },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { backgroundColor: vars.color.surfaceMuted },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, backgroundColor: vars.color.surfaceMuted },
});

export const swatch = style({
  flex: '0 0 auto',
  width: '40px',
  height: '26px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const status = style({ margin: `0 0 ${vars.space.sm}`, fontWeight: vars.fontWeight.medium });

export const hideOnMobile = style({ '@media': { [media.mobile]: { display: 'none' } } });
