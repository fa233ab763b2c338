// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { asciiHtml } from './ascii-html.mjs';

const isAscii = (text: string) => /^[\x00-\x7f]*$/.test(text);

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>',
  '<title>Gift cards – €25 to €150</title>',
  '<meta name="description" content="Digital in 1 hour, by post in 1–3 days…"/>',
  '<style>.price::before{content:"€"}.quote::after{content:"”"}</style>',
  '<script type="application/ld+json">{"name":"Café “Noël” 😀","price":"€ 25,00"}</script>',
  '<script>self.__next_f.push([1,"{\\"label\\":\\"Searching…\\",\\"total\\":\\"€500\\"}"])</script>',
  '</head><body><p class="x" title="Zoë’s card">Price: €36.80 · VAT ×2 😀</p>',
  '<textarea name="message">Thanks – “see you”</textarea></body></html>',
].join('');

describe('asciiHtml', () => {
  it('returns a page that is already ASCII unchanged', () => {
    const html = '<p title="a">plain &amp; simple</p><script>var a = "b";</script>';
    expect(asciiHtml(html)).toBe(html);
  });

  it('turns a page with euro signs, dashes, quotes and emoji into ASCII', () => {
    expect(isAscii(asciiHtml(PAGE))).toBe(true);
  });

  it('keeps every text, attribute value and title the browser shows', () => {
    const before = parse(PAGE);
    const after = parse(asciiHtml(PAGE));
    expect(after.title).toBe(before.title);
    expect(after.body.textContent).toBe(before.body.textContent);
    expect(after.querySelector('p')?.getAttribute('title')).toBe('Zoë’s card');
    expect(after.querySelector('meta[name=description]')?.getAttribute('content')).toBe('Digital in 1 hour, by post in 1–3 days…');
    expect(after.querySelector('textarea')?.value).toBe('Thanks – “see you”');
  });

  it('escapes scripts so that their data reads the same', () => {
    const scripts = (document: Document) => [...document.querySelectorAll('script')].map((script) => script.textContent ?? '');
    const [jsonBefore, flightBefore] = scripts(parse(PAGE));
    const [jsonAfter, flightAfter] = scripts(parse(asciiHtml(PAGE)));
    expect(JSON.parse(jsonAfter ?? '')).toEqual(JSON.parse(jsonBefore ?? ''));
    const pushed = (source: string) => {
      const chunks: unknown[] = [];
      new Function('self', source)({ __next_f: chunks });
      return chunks;
    };
    expect(pushed(flightAfter ?? '')).toEqual(pushed(flightBefore ?? ''));
    expect(flightAfter).toContain('\\u20ac500');
  });

  it('escapes style sheets with six-digit CSS escapes', () => {
    expect(asciiHtml('<style>a::before{content:"€1"}</style>')).toBe('<style>a::before{content:"\\0020ac1"}</style>');
  });

  it('writes a character beyond the basic plane as one reference in markup and a surrogate pair in scripts', () => {
    expect(asciiHtml('<p>😀</p><script>"😀"</script>')).toBe('<p>&#x1f600;</p><script>"\\ud83d\\ude00"</script>');
  });
});
