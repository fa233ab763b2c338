import { describe, expect, it } from 'vitest';
import { contentBlocks, META_DESCRIPTION_LENGTH, metaDescriptionOf } from './content-blocks.ts';

describe('contentBlocks', () => {
  it('splits a body into headings and paragraphs, keeping line breaks inside a paragraph', () => {
    const body = 'Questions? We help.\n\n## Customer service\nE-mail: service@example.ie\nPhone: +353 1 234 5678\n\n\n## Postal address\n\nMain Street 1\nDublin';
    expect(contentBlocks(body)).toEqual([
      { kind: 'paragraph', lines: ['Questions? We help.'] },
      { kind: 'heading', text: 'Customer service' },
      { kind: 'paragraph', lines: ['E-mail: service@example.ie', 'Phone: +353 1 234 5678'] },
      { kind: 'heading', text: 'Postal address' },
      { kind: 'paragraph', lines: ['Main Street 1', 'Dublin'] },
    ]);
  });

  it('reads a one-paragraph body as before and an empty body as nothing', () => {
    expect(contentBlocks('Restaurants – gift cards')).toEqual([{ kind: 'paragraph', lines: ['Restaurants – gift cards'] }]);
    expect(contentBlocks('  \n\n ')).toEqual([]);
  });

  it('does not take a hash inside a sentence for a heading', () => {
    expect(contentBlocks('Order #12 ## arrived')).toEqual([{ kind: 'paragraph', lines: ['Order #12 ## arrived'] }]);
  });
});

describe('metaDescriptionOf', () => {
  it("is the page's first paragraph, its lines joined", () => {
    expect(metaDescriptionOf('## Opening hours\nOpen for lunch and dinner from Monday to Friday,\nand for brunch on Sundays.\n\nSecond.'))
      .toBe('Open for lunch and dinner from Monday to Friday, and for brunch on Sundays.');
  });

  it('is undefined for a first paragraph too short to describe the page', () => {
    expect(metaDescriptionOf('Restaurants – gift cards')).toBeUndefined();
  });

  it('cuts a long paragraph at a word boundary and says it goes on', () => {
    const long = `${'Gift cards for every moment, sent within the hour '.repeat(5)}and more.`;
    const description = metaDescriptionOf(long) ?? '';
    expect(description.length).toBeLessThanOrEqual(META_DESCRIPTION_LENGTH);
    expect(description).toMatch(/[a-z]…$/);
    expect(long.startsWith(description.slice(0, -1))).toBe(true);
  });

  it('is undefined for a body of headings only', () => {
    expect(metaDescriptionOf('## Only a heading')).toBeUndefined();
    expect(metaDescriptionOf('')).toBeUndefined();
  });
});
