/**
 * Each brand builds into its own folder so several built brands can run side by side.
 * `STOREFRONT_DIST_TAG` gives a separate folder to a second build of the same brand (e.g. a dev server
 * running next to a production build).
 */
export function distDirFor(brand: string, tag: string | undefined = process.env.STOREFRONT_DIST_TAG): string {
  return tag ? `dist/${brand}-${tag}` : `dist/${brand}`;
}
