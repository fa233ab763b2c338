import { style } from '@vanilla-extract/css';
import { vars } from '@shop/themes/contract';
import { ARTWORK_ASPECT_RATIO } from '../catalogue/card-model.ts';

export const form = style({ display: 'grid', gap: vars.space.lg });

export const customAmount = style({ maxWidth: '16rem' });

export const quantity = style({ maxWidth: '8rem' });

export const packing = style({ display: 'grid', gap: vars.space.sm });

export const preview = style({
  display: 'block',
  width: 160,
  height: 'auto',
  aspectRatio: ARTWORK_ASPECT_RATIO,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const promises = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xxs,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const total = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const success = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.success}`,
  color: vars.color.text,
});

export const link = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold });
