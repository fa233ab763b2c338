import { describe, expect, it } from 'vitest';
import { pageWeight } from './page-weight.ts';

describe('pageWeight', () => {
  const payload = '<script>self.__next_f.push([1,"0:{\\"P\\":null}"])</script>';
  const html = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/css/a.css" data-precedence="next"/>
<style>.a{color:red}</style><script src="/_next/static/chunks/main.js" async=""></script></head>
<body><h1>Gift cards – €10</h1>${payload}<script>document.body.dataset.x="1"</script></body></html>`;

  it('weighs the HTML in UTF-8 bytes, as sent', () => {
    expect(pageWeight(html).htmlBytes).toBe(Buffer.byteLength(html, 'utf8'));
    expect(pageWeight(html).htmlBytes).toBeGreaterThan(html.length);
    expect(pageWeight(html).gzipBytes).toBeGreaterThan(0);
  });

  it("counts React's payload scripts, inline style and linked style sheets apart", () => {
    expect(pageWeight(html)).toMatchObject({
      reactPayloadBytes: Buffer.byteLength(payload),
      inlineStyleBytes: '<style>.a{color:red}</style>'.length,
      styleSheets: 1,
    });
  });

  it('finds nothing of the kind in a plain page', () => {
    expect(pageWeight('<p>plain</p>')).toMatchObject({ reactPayloadBytes: 0, inlineStyleBytes: 0, styleSheets: 0 });
  });
});
