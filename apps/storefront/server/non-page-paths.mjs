// @ts-check

/**
 * The first path segments that are not the shop's pages: Next's assets, the API's artwork, the brands' assets and the
 * route handlers. Their files keep their own case and their own plain 404. The proxy's matchers name them too, as
 * literals Next reads at build time; its test holds them to this list.
 */
export const NON_PAGE_SEGMENTS = /** @type {const} */ (['_next', 'api', 'images', 'brand-assets']);

/**
 * Whether a path (starting with '/') lies under one of NON_PAGE_SEGMENTS.
 * @param {string} path
 */
export function isNonPagePath(path) {
  return NON_PAGE_SEGMENTS.some((segment) => path.startsWith(`/${segment}/`));
}

/** The same as a path-to-regexp lookahead, for route rules: `(?!_next/|api/|…)`. */
export const NOT_A_NON_PAGE_PATH = `(?!${NON_PAGE_SEGMENTS.map((segment) => `${segment}/`).join('|')})`;
