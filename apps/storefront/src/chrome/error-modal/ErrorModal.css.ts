import { style } from '@vanilla-extract/css';
import { vars } from '@shop/themes/contract';

export const message = style({ margin: `0 0 ${vars.space.sm}` });

export const code = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
