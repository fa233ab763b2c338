import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@shop/themes/contract';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const trigger = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    width: '100%',
    minHeight: 44,
    padding: `${vars.space.sm} ${vars.space.md}`,
    fontSize: vars.fontSize.md,
    textAlign: 'start',
    color: vars.color.text,
    backgroundColor: vars.color.surface,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.text },
      '&:disabled': { backgroundColor: vars.color.surfaceMuted, color: vars.color.textMuted, cursor: 'not-allowed' },
    },
  },
  variants: {
    invalid: {
      true: { borderColor: vars.color.danger, borderWidth: 2 },
      false: {},
    },
  },
  defaultVariants: { invalid: false },
});

export const triggerValue = style({ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const placeholder = style({ color: vars.color.textMuted });

export const chevron = style({
  width: 0,
  height: 0,
  borderInline: '5px solid transparent',
  borderTop: `6px solid currentColor`,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' },
  },
});

export const popup = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  marginTop: vars.space.xs,
  zIndex: vars.zIndex.dropdown,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const filter = style({
  width: '100%',
  minHeight: 40,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  '::placeholder': { color: vars.color.textMuted },
});

export const listbox = style({
  maxHeight: 280,
  margin: 0,
  padding: 0,
  overflowY: 'auto',
  listStyle: 'none',
});

export const option = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: 40,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.sm,
    color: vars.color.text,
    cursor: 'pointer',
  },
  variants: {
    highlighted: {
      true: { backgroundColor: vars.color.surfaceMuted, outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
      false: {},
    },
    current: {
      true: { fontWeight: vars.fontWeight.bold },
      false: {},
    },
  },
  defaultVariants: { highlighted: false, current: false },
});

export const optionIcon = style({ display: 'inline-flex', flexShrink: 0, width: 24, justifyContent: 'center' });

export const noOptions = style({
  margin: 0,
  padding: `${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const error = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
});
