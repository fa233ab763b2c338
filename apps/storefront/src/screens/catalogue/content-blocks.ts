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
