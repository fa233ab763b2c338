/**
 * Each brand builds into its own folder so several built brands can run side by side.
 * `STOREFRONT_DIST_TAG` gives a separate folder to a second build of the same brand (e.g. a dev server
 * running next to a production build).
 */
export function distDirFor(brand: string, tag: string | undefined = process.env.STOREFRONT_DIST_TAG): string {
  return tag ? `dist/${brand}-${tag}` : `dist/${brand}`;
}

/**
 * Where build:all compiles one theme's storefronts once (`next build --experimental-build-mode=compile`); each brand's
 * build folder starts as a copy of it. The leading dot keeps it apart from the brand folders.
 */
export function compileDirFor(theme: string, tag: string | undefined = process.env.STOREFRONT_DIST_TAG): string {
  return tag ? `dist/.compiled-${theme}-${tag}` : `dist/.compiled-${theme}`;
}
