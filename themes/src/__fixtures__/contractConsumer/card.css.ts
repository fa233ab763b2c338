import { style } from '@vanilla-extract/css';
import { vars } from '@shop/themes/contract';

export const card = style({ color: vars.color.text, borderRadius: vars.radius.md });
