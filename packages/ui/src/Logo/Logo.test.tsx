import { LOGO_SIZES, LOGO_VARIANTS } from '@shop/brand-config';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LinkProps } from '../private/linkComponent.ts';
import { Logo } from './Logo.tsx';

describe('Logo', () => {
  it.each([
    ['v1', 200, 80],
    ['v2', 252, 86],
    ['v3', 202, 52],
  ] as const)('reserves the %s desktop box of %i×%i', (variant, width, height) => {
    render(<Logo src="/brands/GCSIE/assets/logo.svg" alt="Giftcards.ie" variant={variant} />);
    const image = screen.getByRole('img', { name: 'Giftcards.ie' });
    expect(image).toHaveAttribute('width', String(width));
    expect(image).toHaveAttribute('height', String(height));
  });

  it('knows the spec mobile sizes and the 48 px modal logo', () => {
    expect(LOGO_SIZES.v1.mobile).toEqual({ width: 170, height: 68 });
    expect(LOGO_SIZES.v2.mobile).toEqual({ width: 116, height: 68 });
    expect(LOGO_SIZES.v3.mobile).toEqual({ width: 134, height: 36 });
    expect(LOGO_SIZES.modal.desktop.height).toBe(48);
    expect(LOGO_SIZES.modal.mobile.height).toBe(48);
    expect(LOGO_VARIANTS).toEqual(['v1', 'v2', 'v3', 'modal']);
  });

  it('sizes the rendered box per variant', () => {
    render(<Logo src="/logo.svg" alt="Giftcards.ie" variant="modal" />);
    expect(screen.getByRole('img')).toHaveStyle({ height: '48px', width: '120px' });
  });

  it('starts from the mobile box (larger screens widen it by media query)', () => {
    render(<Logo src="/logo.svg" alt="Giftcards.ie" variant="v1" />);
    expect(screen.getByRole('img')).toHaveStyle({ width: '170px', height: '68px' });
  });

  it('is only an image without a destination', () => {
    render(<Logo src="/logo.svg" alt="Giftcards.ie" variant="v1" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('links home, named by the brand, through the router link when given', () => {
    function RouterLink({ children, ...rest }: LinkProps) {
      return (
        <a data-router="yes" {...rest}>
          {children}
        </a>
      );
    }
    render(<Logo src="/logo.svg" alt="Giftcards.ie" variant="v2" href="/" linkComponent={RouterLink} />);
    const link = screen.getByRole('link', { name: 'Giftcards.ie' });
    expect(link).toHaveAttribute('href', '/');
    expect(link).toHaveAttribute('data-router', 'yes');
  });
});
