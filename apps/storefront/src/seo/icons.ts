/**
 * The brand's icons, served at addresses with a file extension: Next redirects an address without one to its form
 * with a trailing slash (`trailingSlash`), so icons under Next's `/icon` convention cost every page view a redirect.
 * Browsers and crawlers that ask for `/favicon.ico` without reading the page get the touch icon (route rules).
 */
export const BRAND_ICONS = {
  favicon: { path: '/brand-icon.svg', type: 'image/svg+xml' },
  touch: { path: '/apple-touch-icon.png', type: 'image/png', size: 180 },
} as const;

/** The address browsers ask for when a page names no icon. */
export const CONVENTIONAL_FAVICON_PATH = '/favicon.ico';

/** Icons change only with a build; a day in browser caches spares a request per page view. */
export const ICON_CACHE_CONTROL = 'public, max-age=86400';
