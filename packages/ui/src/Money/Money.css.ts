import { style } from '@vanilla-extract/css';
import { vars } from '@shop/themes/contract';

export const money = style({
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const lineLabel = style({ margin: 0 });

export const lineValue = style({ margin: 0, textAlign: 'end' });

export const emphasised = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });
