const outline = (shapes: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shapes}</svg>`;

/** The header's line icons as SVG documents, drawn as CSS masks (icons.css.ts). */
export const ICON_SVGS = {
  globe: outline('<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z"/>'),
  account: outline('<circle cx="12" cy="8" r="4"/><path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"/>'),
  basket: outline('<path d="M3 9h18l-2 11H5L3 9z"/><path d="M8 9l4-6 4 6"/>'),
  menu: outline('<path d="M4 6h16M4 12h16M4 18h16"/>'),
  chevronDown: outline('<path d="M6 9l6 6 6-6"/>'),
  support: outline('<path d="M4 14v-2a8 8 0 0116 0v2"/><rect x="3" y="14" width="4" height="6" rx="1"/><rect x="17" y="14" width="4" height="6" rx="1"/>'),
} as const;

export type IconName = keyof typeof ICON_SVGS;
