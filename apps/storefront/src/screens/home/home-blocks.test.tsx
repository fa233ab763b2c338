// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getIntl } from '../../i18n/server-intl.ts';
import type { CatalogueCard } from '../catalogue/card-model.ts';
import { largeDesktopOnly } from '../catalogue/catalogue.css.ts';
import type { ContentTeaser } from '../catalogue/content-teaser.ts';
import { CategoryTiles } from './CategoryTiles.tsx';
import { ContentTeasers } from './ContentTeasers.tsx';
import { HomeHero } from './HomeHero.tsx';
import { MostChosen } from './MostChosen.tsx';

const intl = getIntl('en-IE');

beforeAll(() => {
  vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} });
});

function card(id: number, size: CatalogueCard['size']): CatalogueCard {
  return { id: String(id), href: `/gift-cards/card-${id}/`, title: `Card ${id}`, description: 'A card', image: { src: `/images/${id}.svg`, alt: '' }, backgroundColor: '#fff', size, position: id };
}

describe('HomeHero', () => {
  it('leads to all cards and, where the store sells it, to the choice card with a sized picture', () => {
    render(<HomeHero intl={intl} product="gift cards" listHref="/gift-cards/" choiceCard={{ href: '/gift-cards/all-in-1-choice-gift-card/', imageSrc: '/images/1.svg' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'The right gift cards for every moment' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose from all gift cards' })).toHaveAttribute('href', '/gift-cards/');
    const choiceCard = screen.getByRole('link', { name: /^All-in-1 Choice gift card/ });
    expect(choiceCard).toHaveAttribute('href', '/gift-cards/all-in-1-choice-gift-card/');
    expect(choiceCard.querySelector('img')).toHaveAttribute('width');
  });

  it('shows no choice card on a store that does not sell it', () => {
    render(<HomeHero intl={intl} product="gift cards" listHref="/gift-cards/" choiceCard={null} />);
    expect(screen.queryByRole('link', { name: /All-in-1 Choice/ })).toBeNull();
  });
});

describe('MostChosen', () => {
  it('shows the featured cards large and keeps the third and fourth top products for large desktops', () => {
    render(
      <MostChosen intl={intl} title={null} featured={[card(1, 'large'), card(2, 'large')]} top={[3, 4, 5, 6].map((id) => card(id, 'small'))} viewAll={{ text: 'View all 200+ gift cards', href: '/gift-cards/' }} />,
    );
    expect(within(screen.getByRole('list', { name: 'Most chosen' })).getAllByRole('listitem')).toHaveLength(2);
    const top = within(screen.getByRole('list', { name: 'Also often chosen' })).getAllByRole('listitem');
    expect(top.map((item) => item.classList.contains(largeDesktopOnly))).toEqual([false, false, true, true]);
    expect(screen.getByRole('link', { name: 'View all 200+ gift cards' })).toHaveAttribute('href', '/gift-cards/');
  });
});

describe('CategoryTiles', () => {
  it('links every category with its icon, and the overview of all', () => {
    render(<CategoryTiles intl={intl} allHref="/category/all-gift-cards/" categories={[{ id: '1', title: 'Restaurants', href: '/category/restaurants/', iconSrc: '/images/categories/1.svg' }]} />);
    const tiles = screen.getByRole('navigation', { name: 'Shop by category' });
    const restaurants = within(tiles).getByRole('link', { name: 'Restaurants' });
    expect(restaurants).toHaveAttribute('href', '/category/restaurants/');
    expect(restaurants.querySelector('img')).toHaveAttribute('src', '/images/categories/1.svg');
    expect(within(tiles).getByRole('link', { name: 'All categories' })).toHaveAttribute('href', '/category/all-gift-cards/');
  });

  it('leaves the block out when the store has no categories', () => {
    const { container } = render(<CategoryTiles intl={intl} allHref="/category/all-gift-cards/" categories={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('ContentTeasers', () => {
  const article: ContentTeaser = { id: '1', href: '/blog/gift-ideas/', title: 'Gift ideas', heroTitle: null, teaser: 'Ten ideas.', image: null, backgroundColor: '#123456', publishedAt: new Date('2026-10-02T10:00:00Z') };

  it('links each item by its title, with its date when asked, and the overview', () => {
    render(<ContentTeasers intl={intl} headingId="blog" heading="Gift ideas and inspiration" items={[article]} overview={{ text: 'All articles', href: '/blog/' }} dates={{ timeZone: 'Europe/Dublin' }} />);
    const block = screen.getByRole('region', { name: 'Gift ideas and inspiration' });
    expect(within(block).getByRole('link', { name: 'Gift ideas' })).toHaveAttribute('href', '/blog/gift-ideas/');
    expect(block).toHaveTextContent('Published 2 October 2026');
    expect(block).toHaveTextContent('Ten ideas.');
    expect(within(block).getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/blog/');
  });

  it('leaves the block out when there is nothing to tease', () => {
    const { container } = render(<ContentTeasers intl={intl} headingId="blog" heading="Blog" items={[]} overview={{ text: 'All articles', href: '/blog/' }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
