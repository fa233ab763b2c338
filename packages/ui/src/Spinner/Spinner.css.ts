import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@shop/themes/contract';

const rotate = keyframes({
  to: { transform: 'rotate(360deg)' },
});

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  verticalAlign: 'middle',
});

export const circle = recipe({
  base: {
    display: 'block',
    borderRadius: '50%',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${rotate} 0.8s linear infinite`,
  },
  variants: {
    size: {
      sm: { width: '1em', height: '1em', borderWidth: 2 },
      md: { width: '1.5rem', height: '1.5rem', borderWidth: 3 },
      lg: { width: '2.5rem', height: '2.5rem', borderWidth: 4 },
    },
    tone: {
      current: { color: 'currentColor' },
      brand: { color: vars.color.brand },
    },
  },
  defaultVariants: { size: 'md', tone: 'current' },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof circle>>;
