// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getIntl } from '../../i18n/server-intl.ts';
import { toContentTeaser } from './content-teaser.ts';
import { ContentTeaserList } from './ContentTeaserList.tsx';

const banner = 'data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E';

const birthday = toContentTeaser('en', {
  id: '7032000',
  pageType: 'GIVING_MOMENT',
  title: 'Birthday gift cards',
  path: '/give-moment/birthday',
  heroTitle: 'Happy birthday! Give a gift card they will love',
  teaser: 'Happy birthday! Give a gift card they will love. View all 200+ gift cards.',
  image: { url: banner, alt: '' },
  backgroundColor: '#1d3f8f',
  publishedAt: null,
});
const article = toContentTeaser('en', {
  id: '7032010',
  pageType: 'BLOG_ARTICLE',
  title: '10 last-minute gift ideas',
  path: '/blog/last-minute-gift-ideas',
  heroTitle: '10 last-minute gift ideas',
  teaser: null,
  image: null,
  backgroundColor: null,
  publishedAt: '2026-01-10T00:00:00.000Z',
});

describe('ContentTeaserList', () => {
  it('links every giving moment to its page through the route table, with hero title, teaser and banner', () => {
    render(<ContentTeaserList intl={getIntl('en-IE')} label="All giving moments" items={[birthday]} timeZone="Europe/Dublin" />);
    const list = screen.getByRole('list', { name: 'All giving moments' });
    const card = within(list).getByRole('article');
    expect(within(card).getByRole('heading', { level: 2, name: 'Birthday gift cards' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Birthday gift cards' })).toHaveAttribute('href', '/give-moment/birthday/');
    expect(within(card).getByText('Happy birthday! Give a gift card they will love')).toBeInTheDocument();
    expect(within(card).getByText(/View all 200\+ gift cards/)).toBeInTheDocument();
    // The banner illustrates what the heading names and holds no text: decorative, so hidden from the accessibility tree.
    expect(within(card).queryByRole('img')).toBeNull();
    const image = card.querySelector('img');
    expect(image).toHaveAttribute('src', banner);
    expect(image).toHaveAttribute('alt', '');
    // Its box is reserved in the banners' 3:1 shape before the image loads, so nothing below it moves.
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '200');
  });

  it('shows a blog article with its publication date and without repeating its title', () => {
    render(<ContentTeaserList intl={getIntl('en-IE')} label="Articles" items={[article]} timeZone="Europe/Dublin" />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: '10 last-minute gift ideas' })).toHaveAttribute('href', '/blog/last-minute-gift-ideas/');
    const date = within(card).getByText('Published 10 January 2026');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('dateTime', '2026-01-10T00:00:00.000Z');
    expect(within(card).getAllByText('10 last-minute gift ideas')).toHaveLength(1);
  });

  it('gives the date in the store language and time zone', () => {
    render(<ContentTeaserList intl={getIntl('nl-NL')} label="Artikelen" items={[article]} timeZone="Europe/Amsterdam" />);
    expect(screen.getByText('Gepubliceerd op 10 januari 2026')).toBeInTheDocument();
  });

  it('dates an article by the store clock, not the server clock', () => {
    render(<ContentTeaserList intl={getIntl('en-IE')} label="Articles" items={[article]} timeZone="America/New_York" />);
    expect(screen.getByText('Published 9 January 2026')).toBeInTheDocument();
  });
});
