import { style } from '@vanilla-extract/css';
import { vars } from '@shop/themes/contract';

export const button = style({ backgroundColor: vars.color.brand, color: vars.color.onBrand });
