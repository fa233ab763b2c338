import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@shop/themes/contract';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const control = recipe({
  base: {
    width: '100%',
    minHeight: 44,
    padding: `${vars.space.sm} ${vars.space.md}`,
    fontSize: vars.fontSize.md,
    color: vars.color.text,
    backgroundColor: vars.color.surface,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.text },
      '&:focus-visible': { borderColor: vars.color.focus },
      '&:disabled': {
        backgroundColor: vars.color.surfaceMuted,
        color: vars.color.textMuted,
        cursor: 'not-allowed',
      },
      '&::placeholder': { color: vars.color.textMuted },
    },
  },
  variants: {
    invalid: {
      true: { borderColor: vars.color.danger, borderWidth: 2 },
      false: {},
    },
    multiline: {
      true: { minHeight: '6rem', resize: 'vertical' },
      false: {},
    },
  },
  defaultVariants: { invalid: false, multiline: false },
});

export const messages = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const hint = style({ margin: 0, color: vars.color.textMuted });

export const error = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.medium });

export const counter = recipe({
  base: { margin: 0, marginInlineStart: 'auto', color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' },
  variants: {
    exceeded: {
      true: { color: vars.color.danger, fontWeight: vars.fontWeight.bold },
      false: {},
    },
  },
});
