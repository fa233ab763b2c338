// @vitest-environment jsdom
import { PAYMENT_LOGO_KINDS } from '@shop/brand-config';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentMark } from './payment-marks.tsx';

describe('payment marks', () => {
  it.each(PAYMENT_LOGO_KINDS)('draws %s as a named mark at footer size', (kind) => {
    render(<PaymentMark kind={kind} name={`Pay with ${kind}`} />);
    const mark = screen.getByRole('img', { name: `Pay with ${kind}` });
    expect(mark).toHaveAttribute('height', '32');
    // More than the card outline: the method's own shapes or word.
    expect(mark.querySelectorAll('rect, circle, path, text').length).toBeGreaterThan(1);
  });

  it('keeps any word of a mark large enough to read at 32 px (at least 9 px rendered)', () => {
    const scale = 32 / 40;
    for (const kind of PAYMENT_LOGO_KINDS) {
      const { container, unmount } = render(<PaymentMark kind={kind} name={kind} />);
      for (const text of container.querySelectorAll('text')) {
        expect(Number(text.getAttribute('font-size')) * scale, kind).toBeGreaterThanOrEqual(9);
      }
      unmount();
    }
  });

  it('never writes "American Express" in letters too small to read', () => {
    render(<PaymentMark kind="amex" name="American Express" />);
    expect(screen.getByRole('img', { name: 'American Express' })).toHaveTextContent('AMEX');
  });
});
