import { style } from '@vanilla-extract/css';
import { media, vars } from '@shop/themes/contract';

export const form = style({ display: 'grid', gap: vars.space.md });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '44px',
  padding: `0 ${vars.space.xs}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.surfaceMuted },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const triggerText = style({ '@media': { [media.mobile]: { display: 'none' } } });

export const banner = style({
  backgroundColor: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});

export const bannerInner = style({
  maxWidth: '1280px',
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const bannerText = style({ margin: 0, flex: '1 1 320px' });

export const bannerActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
