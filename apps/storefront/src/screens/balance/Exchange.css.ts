import { style } from '@vanilla-extract/css';
import { vars } from '@shop/themes/contract';

export const steps = style({ display: 'grid', gap: vars.space.sm, margin: 0, paddingInlineStart: vars.space.lg, maxWidth: '48rem' });

export const balanceLink = style({ margin: 0 });
