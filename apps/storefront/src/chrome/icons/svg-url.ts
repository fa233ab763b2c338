/** An SVG document as a CSS `url()` (for masks and backgrounds in style sheets). */
export const svgUrl = (svg: string): string => `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
