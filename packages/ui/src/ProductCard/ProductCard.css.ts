import { style, styleVariants } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '@shop/themes/contract';
import { LABEL_ICON_SVGS } from './labelIconShapes.ts';

export const card = recipe({
  base: {
    display: 'flex',
    position: 'relative',
    gap: vars.space.sm,
    color: vars.color.text,
    backgroundColor: vars.color.surface,
    fontFamily: vars.font.body,
    textDecoration: 'none',
    borderRadius: vars.radius.md,
    transition: `box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover': { boxShadow: vars.shadow.md },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    },
  },
  variants: {
    size: {
      large: { flexDirection: 'column', padding: vars.space.none },
      // Side by side while the text keeps a readable measure; in a narrow cell the text goes under the image.
      small: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', padding: vars.space.xs },
    },
  },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

export const mediaBox = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: vars.color.surfaceMuted,
    borderRadius: vars.radius.md,
    overflow: 'hidden',
  },
  variants: {
    size: {
      large: { padding: vars.space.lg, aspectRatio: '4 / 3' },
      small: {
        flex: '0 0 auto',
        width: '6rem',
        padding: vars.space.xs,
        '@media': { [media.fromTablet]: { width: '8rem' } },
      },
    },
  },
});

export const image = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.sm,
});

/** The narrowest the text of a small card may get beside its image: about 18 characters. */
export const SMALL_CARD_TEXT_MIN_WIDTH = '9rem';

export const body = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    paddingBlock: vars.space.xs,
    minWidth: 0,
  },
  variants: {
    size: {
      large: {},
      small: { flex: `1 1 ${SMALL_CARD_TEXT_MIN_WIDTH}` },
    },
  },
});

export const title = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
  },
  variants: {
    size: {
      large: { fontSize: vars.fontSize.lg },
      small: { fontSize: vars.fontSize.md },
    },
  },
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const price = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const badges = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineStart: vars.space.xs,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
});

const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
} as const;

/** The label's background colour is catalogue data, set inline; the tone keeps its text readable. */
export const label = recipe({
  base: { ...pill, backgroundColor: vars.color.surface },
  variants: {
    tone: {
      dark: { color: vars.color.text },
      light: { color: vars.color.onSurfaceInverse },
    },
  },
});

/** The icon's shape painted in the label's text colour (which the tone picks for contrast), also in forced colours. */
export const labelIcon = styleVariants(LABEL_ICON_SVGS, (svg) => {
  const mask = `url("data:image/svg+xml,${encodeURIComponent(svg)}") center / contain no-repeat`;
  return { width: '1em', height: '1em', flex: '0 0 auto', backgroundColor: 'currentColor', forcedColorAdjust: 'none', WebkitMask: mask, mask };
});

export const freeLabel = style({
  ...pill,
  backgroundColor: vars.color.success,
  color: vars.color.onBrand,
});
