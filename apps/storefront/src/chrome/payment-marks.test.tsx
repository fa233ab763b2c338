// @vitest-environment jsdom
import { PAYMENT_LOGO_KINDS } from '@shop/brand-config';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paymentMarkSvg } from './payment-mark-shapes.ts';
import * as styles from './payment-marks.css.ts';
import { PaymentMark } from './payment-marks.tsx';

const drawing = (kind: (typeof PAYMENT_LOGO_KINDS)[number]) => new DOMParser().parseFromString(paymentMarkSvg(kind), 'image/svg+xml');

describe('payment marks', () => {
  it.each(PAYMENT_LOGO_KINDS)('draws %s as a named mark from the style sheet', (kind) => {
    render(<PaymentMark kind={kind} name={`Pay with ${kind}`} />);
    const mark = screen.getByRole('img', { name: `Pay with ${kind}` });
    expect(mark.className).toContain(styles.paymentMark[kind]);
    const svg = drawing(kind);
    expect(svg.querySelector('parsererror')).toBeNull();
    // More than the card outline: the method's own shapes or word.
    expect(svg.querySelectorAll('rect, circle, path, text').length).toBeGreaterThan(1);
  });

  it('hides a mark from assistive technology where the text beside it already names it', () => {
    const { container } = render(<PaymentMark kind="ideal" name={null} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });

  it('keeps any word of a mark large enough to read at 32 px (at least 9 px rendered)', () => {
    const scale = 32 / 40;
    for (const kind of PAYMENT_LOGO_KINDS) {
      for (const text of drawing(kind).querySelectorAll('text')) {
        expect(Number(text.getAttribute('font-size')) * scale, kind).toBeGreaterThanOrEqual(9);
      }
    }
  });

  it('never writes "American Express" in letters too small to read', () => {
    expect(drawing('amex').querySelector('text')?.textContent).toBe('AMEX');
  });

  it('reads iDEAL as one word in two colours', () => {
    expect(drawing('ideal').querySelector('text')?.textContent).toBe('iDEAL');
  });
});
