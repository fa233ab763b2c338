/** One block of a page body: a heading or a paragraph whose lines keep their breaks (an address, opening hours). */
export type ContentBlock =
  | { readonly kind: 'heading'; readonly text: string }
  | { readonly kind: 'paragraph'; readonly lines: readonly string[] };

const HEADING_MARK = /^##\s+/;

/** The API writes page bodies as plain text: blank lines separate blocks, a block starting with '## ' is a heading. */
export function contentBlocks(body: string): ContentBlock[] {
  return body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .flatMap((block): ContentBlock[] => {
      const [first = '', ...rest] = block.split('\n').map((line) => line.trim()).filter(Boolean);
      if (!HEADING_MARK.test(first)) return [{ kind: 'paragraph', lines: [first, ...rest] }];
      const heading: ContentBlock = { kind: 'heading', text: first.replace(HEADING_MARK, '') };
      return rest.length > 0 ? [heading, { kind: 'paragraph', lines: rest }] : [heading];
    });
}

/** Search engines show about this many characters of a description. */
export const META_DESCRIPTION_LENGTH = 160;
/** Shorter than this, a first paragraph is a label ('Restaurants – gift cards'), not a description. */
const MIN_DESCRIPTION_LENGTH = 50;

/**
 * A page's own description for search results: its first paragraph, cut at a word boundary to at most
 * META_DESCRIPTION_LENGTH characters (an ellipsis says it goes on); undefined when the body has no paragraph long
 * enough to describe the page (the shop's own description stands then).
 */
export function metaDescriptionOf(body: string): string | undefined {
  const first = contentBlocks(body).find((block) => block.kind === 'paragraph');
  if (!first) return undefined;
  const text = first.lines.join(' ').replace(/\s+/g, ' ').trim();
  if (text.length < MIN_DESCRIPTION_LENGTH) return undefined;
  if (text.length <= META_DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, META_DESCRIPTION_LENGTH - 1);
  const wordEnd = cut.lastIndexOf(' ');
  return `${(wordEnd > 0 ? cut.slice(0, wordEnd) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}
