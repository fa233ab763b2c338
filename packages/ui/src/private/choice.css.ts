import { style } from '@vanilla-extract/css';
import { vars } from '@shop/themes/contract';

/** Shared look of checkbox and radio rows: a native input, themed, with its label beside it. */
export const row = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: 24,
  color: vars.color.text,
  selectors: {
    '&:has(input:disabled)': { color: vars.color.textMuted },
  },
});

export const label = style({
  cursor: 'pointer',
  selectors: {
    'input:disabled + * > &': { cursor: 'not-allowed' },
  },
});

export const input = style({
  flexShrink: 0,
  width: 20,
  height: 20,
  margin: '2px 0 0',
  accentColor: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const error = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
});
