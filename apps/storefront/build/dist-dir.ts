/** Each brand builds into its own folder so several built brands can run side by side. */
export function distDirFor(brand: string): string {
  return `dist/${brand}`;
}
