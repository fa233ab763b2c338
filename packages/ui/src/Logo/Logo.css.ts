import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { LOGO_SIZES, type LogoBox, type LogoVariant } from '@shop/brand-config';
import { media, vars } from '@shop/themes/contract';

function box({ width, height }: LogoBox) {
  return { width: `${width}px`, height: `${height}px` };
}

function sized(variant: LogoVariant) {
  const { mobile, desktop } = LOGO_SIZES[variant];
  return { ...box(mobile), '@media': { [media.fromSmallDesktop]: box(desktop) } };
}

export const image = recipe({
  base: {
    display: 'block',
    maxWidth: '100%',
    objectFit: 'contain',
    objectPosition: 'left center',
  },
  variants: {
    variant: {
      v1: sized('v1'),
      v2: sized('v2'),
      v3: sized('v3'),
      modal: sized('modal'),
    },
  },
});

export const link = style({
  display: 'inline-block',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
