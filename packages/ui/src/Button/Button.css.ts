import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@shop/themes/contract';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    border: '2px solid transparent',
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&[aria-disabled="true"]': { cursor: 'not-allowed' },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.brand,
        color: vars.color.onBrand,
        borderRadius: vars.radius.pill,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.brandHover },
          '&:active:not([aria-disabled="true"])': { backgroundColor: vars.color.brandActive },
          '&[aria-disabled="true"]:not([aria-busy="true"])': {
            backgroundColor: vars.color.surfaceMuted,
            color: vars.color.textMuted,
            borderColor: vars.color.border,
            boxShadow: 'none',
          },
        },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        borderRadius: vars.radius.pill,
        selectors: {
          '&:hover:not([aria-disabled="true"])': {
            borderColor: vars.color.brandHover,
            color: vars.color.brandHover,
            backgroundColor: vars.color.surfaceMuted,
          },
          '&:active:not([aria-disabled="true"])': {
            borderColor: vars.color.brandActive,
            color: vars.color.brandActive,
          },
          '&[aria-disabled="true"]:not([aria-busy="true"])': {
            color: vars.color.textMuted,
            borderColor: vars.color.border,
          },
        },
      },
      link: {
        backgroundColor: 'transparent',
        color: vars.color.brand,
        padding: 0,
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        selectors: {
          '&:hover:not([aria-disabled="true"])': { color: vars.color.brandHover },
          '&:active:not([aria-disabled="true"])': { color: vars.color.brandActive },
          '&[aria-disabled="true"]:not([aria-busy="true"])': { color: vars.color.textMuted },
        },
      },
    },
    size: {
      sm: { fontSize: vars.fontSize.sm, minHeight: 32, paddingInline: vars.space.md },
      md: { fontSize: vars.fontSize.md, minHeight: 44, paddingInline: vars.space.lg },
      lg: { fontSize: vars.fontSize.lg, minHeight: 52, paddingInline: vars.space.xl },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  compoundVariants: [
    { variants: { variant: 'link', size: 'sm' }, style: { minHeight: 'auto', paddingInline: 0 } },
    { variants: { variant: 'link', size: 'md' }, style: { minHeight: 'auto', paddingInline: 0 } },
    { variants: { variant: 'link', size: 'lg' }, style: { minHeight: 'auto', paddingInline: 0 } },
  ],
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonRecipeVariants = NonNullable<RecipeVariants<typeof button>>;

/** While loading the label stays in the layout, invisible, so the button keeps its width. */
export const labelWhileLoading = style({ visibility: 'hidden' });

export const spinnerSlot = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
