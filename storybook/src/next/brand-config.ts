import type { BrandConfig } from '@shop/brand-config';
import { DEFAULT_STORY_BRAND, storyBrand } from '../brands.ts';

let active: BrandConfig = storyBrand(DEFAULT_STORY_BRAND).config;

/** The brand decorator points storefront components at the brand picked in the toolbar. */
export function setStoryBrandConfig(config: BrandConfig): void {
  active = config;
}

/**
 * Stands in for the storefront's build-time `@brand/config`: the storefront reads one brand chosen at build, the
 * stories whichever brand the toolbar shows, read at render time.
 */
const brandConfig = new Proxy({} as BrandConfig, {
  get: (_target, property) => Reflect.get(active, property),
  has: (_target, property) => Reflect.has(active, property),
  ownKeys: () => Reflect.ownKeys(active),
  getOwnPropertyDescriptor: (_target, property) => {
    const descriptor = Reflect.getOwnPropertyDescriptor(active, property);
    return descriptor ? { ...descriptor, configurable: true } : undefined;
  },
});

export default brandConfig;
