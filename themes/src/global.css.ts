import { globalStyle } from '@vanilla-extract/css';
import { media } from './breakpoints.ts';
import { vars } from './contract.css.ts';

globalStyle('*, *::before, *::after', {
  boxSizing: 'border-box',
});

globalStyle('html', {
  textSizeAdjust: '100%',
  WebkitTextSizeAdjust: '100%',
  '@media': {
    [media.reducedMotion]: { scrollBehavior: 'auto' },
  },
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
  // A word longer than its line (German and Dutch compounds) breaks, hyphenated by the page's lang where the browser
  // knows the language, rather than pushing the page wider than the screen.
  overflowWrap: 'break-word',
  hyphens: 'auto',
});

globalStyle('h1, h2, h3, h4, h5, h6', {
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
  // Large type has the fewest characters per line: a long word may break anywhere so it never sets a minimum width.
  overflowWrap: 'anywhere',
});

globalStyle('img, svg, video', {
  display: 'block',
  maxWidth: '100%',
});

globalStyle('button, input, select, textarea', {
  font: 'inherit',
  color: 'inherit',
});

// Keyboard users must always see where they are; mouse clicks do not need the ring.
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
