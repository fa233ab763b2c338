import { ARTWORK_ASPECT_RATIO } from '../catalogue/card-model.ts';
import { style } from '@vanilla-extract/css';
import { media, vars } from '@shop/themes/contract';

export const page = style({
  display: 'grid',
  gap: vars.space.xl,
  maxWidth: '72rem',
  margin: '0 auto',
  padding: vars.space.lg,
  '@media': { [media.fromSmallDesktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 28rem)', alignItems: 'start' } },
});

export const media_ = style({ display: 'grid', gap: vars.space.md });

export const card = style({
  width: '100%',
  height: 'auto',
  aspectRatio: ARTWORK_ASPECT_RATIO,
  objectFit: 'contain',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl, color: vars.color.text });

export const description = style({ margin: 0, color: vars.color.text, lineHeight: vars.lineHeight.normal });

export const back = style({ color: vars.color.text, fontSize: vars.fontSize.sm });
