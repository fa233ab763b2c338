/** Banners drawn as SVG in the brand's colours; nothing is fetched from outside. */
import { escapeXml } from './artwork/escape-xml.ts';

/** A wide banner used as page hero and highlighted-block background. */
export function bannerSvg(title: string, background: string, accent: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400">',
    `<rect width="1200" height="400" fill="${background}"/>`,
    `<path d="M0 320 C300 220 700 420 1200 260 L1200 400 L0 400 Z" fill="${accent}" opacity="0.35"/>`,
    `<text x="64" y="200" font-family="Helvetica, Arial, sans-serif" font-size="64" font-weight="700" fill="#ffffff">${escapeXml(title)}</text>`,
    '</svg>',
  ].join('');
}
