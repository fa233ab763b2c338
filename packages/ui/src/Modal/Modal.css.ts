import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '@shop/themes/contract';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: 'translateY(16px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});
const sinkOut = keyframes({
  from: { opacity: 1, transform: 'none' },
  to: { opacity: 0, transform: 'translateY(16px) scale(0.98)' },
});

export const root = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  '@media': {
    [media.mobile]: { alignItems: 'flex-end', padding: 0 },
  },
  selectors: {
    '&[data-state="closing"]': { pointerEvents: 'none' },
  },
});

export const backdrop = style({
  position: 'absolute',
  inset: 0,
  backgroundColor: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.modal} ${vars.motion.easing} both`,
  selectors: {
    '[data-state="closing"] > &': { animationName: fadeOut },
  },
});

export const dialog = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    maxHeight: 'calc(100dvh - 32px)',
    overflow: 'hidden',
    color: vars.color.text,
    backgroundColor: vars.color.surface,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    animation: `${riseIn} ${vars.motion.modal} ${vars.motion.easing} both`,
    outline: 'none',
    selectors: {
      '[data-state="closing"] > &': { animationName: sinkOut },
    },
    '@media': {
      [media.mobile]: {
        maxHeight: '92dvh',
        borderBottomLeftRadius: 0,
        borderBottomRightRadius: 0,
      },
    },
  },
  variants: {
    size: {
      sm: { maxWidth: 400 },
      md: { maxWidth: 560 },
      lg: { maxWidth: 800 },
    },
  },
  defaultVariants: { size: 'md' },
});

export const header = style({
  display: 'grid',
  gridTemplateColumns: '44px 1fr 44px',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.md} 0`,
});

export const logo = style({
  gridColumn: 2,
  justifySelf: 'center',
  height: 48,
  width: 'auto',
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  padding: 0,
  color: vars.color.text,
  backgroundColor: 'transparent',
  border: 0,
  borderRadius: vars.radius.pill,
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.surfaceMuted },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const backSlot = style({ gridColumn: 1 });
export const closeSlot = style({ gridColumn: 3, justifySelf: 'end' });

export const title = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.lg} 0`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
});

export const body = style({
  padding: vars.space.lg,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
});
