import family from '@brand/family';
import type { StoreFamily } from './family.ts';

/** The stores of this brand's store switcher with their paths, written by the build (brand/family-at-build.ts). */
export const currentFamily = family as StoreFamily;
