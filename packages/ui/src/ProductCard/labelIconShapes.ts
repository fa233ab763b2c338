export const PRODUCT_LABEL_ICONS = ['like', 'star'] as const;
export type ProductLabelIcon = (typeof PRODUCT_LABEL_ICONS)[number];

const shape = (path: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${path}"/></svg>`;

/**
 * The label icons as SVG documents, drawn as CSS masks (ProductCard.css.ts): a grid shows the same two icons on many
 * cards, and the style sheet carries each once instead of every card's HTML.
 */
export const LABEL_ICON_SVGS = {
  like: shape('M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z'),
  star: shape('M12 17.27L18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z'),
} as const satisfies Record<ProductLabelIcon, string>;
