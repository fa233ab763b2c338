import { style, styleVariants } from '@vanilla-extract/css';
import { ICON_SVGS } from './icon-shapes.ts';
import { svgUrl } from './svg-url.ts';

const base = style({
  display: 'inline-block',
  flexShrink: 0,
  backgroundColor: 'currentColor',
  forcedColorAdjust: 'none',
});

/**
 * Each icon's shape painted in the text colour of the control around it (also in forced colours): the style sheet
 * carries each shape once, where inline SVG came with every page's HTML and React payload.
 */
export const icon = styleVariants(ICON_SVGS, (svg) => {
  const mask = `${svgUrl(svg)} center / contain no-repeat`;
  return [base, { WebkitMask: mask, mask }];
});

export const size = styleVariants({ 16: '16px', 24: '24px' }, (length) => ({ width: length, height: length }));
