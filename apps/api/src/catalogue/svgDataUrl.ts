/** Inline artwork stored as SVG markup (menu icons, banners), usable as an image URL without another request. */
export const svgDataUrl = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
