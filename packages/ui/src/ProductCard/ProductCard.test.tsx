import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LinkProps } from '../private/linkComponent.ts';
import { labelTone } from './labelTone.ts';
import * as styles from './ProductCard.css.ts';
import { ProductCard, type ProductCardProps } from './ProductCard.tsx';

const base: ProductCardProps = {
  href: '/gift-cards/bol-com/',
  title: 'bol.com gift card',
  image: { src: '/cards/bol.png', alt: 'bol.com card', width: 320, height: 200 },
  size: 'large',
};

describe('ProductCard', () => {
  it('shows what the card costs and tells it with the link', () => {
    render(<ProductCard {...base} price="from €10.00" />);
    expect(screen.getByText('from €10.00')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAccessibleDescription('from €10.00');
  });

  it('is a single link named by the product title', () => {
    render(<ProductCard {...base} description="Spend at the largest webshop" />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('bol.com gift card');
    expect(links[0]).toHaveAttribute('href', '/gift-cards/bol-com/');
    expect(links[0]).toHaveAccessibleDescription('Spend at the largest webshop');
    expect(links[0]).not.toHaveAttribute('target');
  });

  it('reserves the image space with its intrinsic size and describes it', () => {
    render(<ProductCard {...base} />);
    const image = screen.getByRole('img', { name: 'bol.com card' });
    expect(image).toHaveAttribute('width', '320');
    expect(image).toHaveAttribute('height', '200');
  });

  it('shows a label with its catalogue colour, icon and readable text', () => {
    const { container } = render(
      <ProductCard {...base} label={{ title: 'Popular', color: '#0a2540', icon: 'star' }} />,
    );
    const label = screen.getByText('Popular');
    expect(label).toHaveStyle({ backgroundColor: '#0a2540' });
    const icon = container.querySelector('[data-icon="star"]');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon?.classList).toContain(styles.labelIcon.star);
    expect(screen.getByRole('link')).toHaveAccessibleDescription('Popular');
  });

  it('shows the free label only for free products', () => {
    const { rerender } = render(<ProductCard {...base} />);
    expect(screen.queryByText('Free')).not.toBeInTheDocument();
    rerender(<ProductCard {...base} freeLabel="Free" />);
    expect(screen.getByText('Free')).toBeVisible();
  });

  it('opens an external product in a new tab, safely, and says so', () => {
    render(<ProductCard {...base} externalLink={{ newTabText: 'opens in a new tab' }} />);
    const link = screen.getByRole('link', { name: 'bol.com gift card' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
    expect(link).toHaveAccessibleDescription('opens in a new tab');
  });

  it('renders through a router link component', () => {
    function RouterLink({ href, children, ...rest }: LinkProps) {
      return (
        <a href={`/en-ie${href}`} data-router="yes" {...rest}>
          {children}
        </a>
      );
    }
    render(<ProductCard {...base} linkComponent={RouterLink} />);
    const link = screen.getByRole('link', { name: 'bol.com gift card' });
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveAttribute('href', '/en-ie/gift-cards/bol-com/');
  });

  it('paints the catalogue background colour behind the image', () => {
    render(<ProductCard {...base} size="small" backgroundColor="#ffcc00" />);
    expect(screen.getByRole('img').parentElement).toHaveStyle({ backgroundColor: '#ffcc00' });
  });
});

describe('labelTone', () => {
  it('puts light text on dark colours and dark text on light colours', () => {
    expect(labelTone('#000000')).toBe('light');
    expect(labelTone('#c8102e')).toBe('light');
    expect(labelTone('#fff')).toBe('dark');
    expect(labelTone('#ffcc00')).toBe('dark');
    expect(labelTone('rgb(10, 37, 64)')).toBe('light');
  });

  it('puts light text on a mid-tone where white still reaches 4.5:1, as near-black theme text would not', () => {
    expect(labelTone('#00875a')).toBe('light');
    expect(labelTone('#f5a623')).toBe('dark');
  });

  it('falls back to dark text on the surface colour for a colour it cannot read', () => {
    expect(labelTone('not-a-colour')).toBe('dark');
  });
});
