import { describe, expect, it } from 'vitest';
import { teaserOf } from './contentLists.ts';

describe('teaserOf', () => {
  it('takes the first paragraph without a sentence that repeats the heading', () => {
    expect(teaserOf('Say thank you with a gift card. View all 200+ gift cards.\n\nMore text.', ['Say thank you with a gift card', 'Thank you'])).toBe(
      'View all 200+ gift cards.',
    );
    expect(teaserOf('Gift ideas for everyone.', ['Blog'])).toBe('Gift ideas for everyone.');
  });

  it('keeps a text that is nothing but the heading', () => {
    expect(teaserOf('Delivery', ['Delivery'])).toBe('Delivery');
  });

  it('cuts a long opening at a word boundary to at most 200 characters', () => {
    const teaser = teaserOf(`${'word '.repeat(60)}end.`, []);
    expect(teaser?.length).toBeLessThanOrEqual(200);
    expect(teaser).toMatch(/ word…$/);
  });

  it('has no teaser for a page without text', () => {
    expect(teaserOf('  \n\n ', ['Title'])).toBeNull();
  });
});
