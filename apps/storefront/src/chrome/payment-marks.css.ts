import { style, styleVariants } from '@vanilla-extract/css';
import { svgUrl } from './icons/svg-url.ts';
import { PAYMENT_MARK_HEIGHT, PAYMENT_MARK_WIDTH, paymentMarkSvgs } from './payment-mark-shapes.ts';

// The footer and the checkout show the marks 32 px high, where their words stay readable.
const SCALE = 0.8;

const base = style({
  display: 'block',
  width: `${PAYMENT_MARK_WIDTH * SCALE}px`,
  height: `${PAYMENT_MARK_HEIGHT * SCALE}px`,
  backgroundPosition: 'center',
  backgroundSize: 'contain',
  backgroundRepeat: 'no-repeat',
  // The marks are artwork in the methods' own colours, kept as they are in forced colours too.
  forcedColorAdjust: 'none',
});

export const paymentMark = styleVariants(paymentMarkSvgs(), (svg) => [base, { backgroundImage: svgUrl(svg) }]);
