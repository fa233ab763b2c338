// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { SOCIAL_MARK_SVGS } from './social-marks.ts';
import { svgUrl } from './svg-url.ts';

describe('social marks', () => {
  it('are SVG documents with a visible shape, usable as masks', () => {
    for (const [network, svg] of Object.entries(SOCIAL_MARK_SVGS)) {
      const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
      expect(document.querySelector('parsererror'), network).toBeNull();
      expect(document.documentElement.getAttribute('viewBox'), network).toBe('0 0 24 24');
      expect(document.querySelector('path, rect'), network).not.toBeNull();
    }
  });

  it('quote the document as a CSS url that needs no further escaping', () => {
    const url = svgUrl(SOCIAL_MARK_SVGS.facebook);
    expect(url).toMatch(/^url\("data:image\/svg\+xml,[^"\s]+"\)$/);
    expect(decodeURIComponent(url.slice('url("data:image/svg+xml,'.length, -2))).toBe(SOCIAL_MARK_SVGS.facebook);
  });
});
