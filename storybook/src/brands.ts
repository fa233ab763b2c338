import {
  BRAND_CODES, BRAND_GROUPS, buildBrandConfigOrThrow, defaultLanguage, type BrandCode, type BrandGroup,
} from '@shop/brand-config';
import type { StoryBrand } from '@shop/ui/story-brand';

/**
 * Every brand file and defaults layer, bundled at build time: Storybook runs in the browser,
 * so configs are resolved there with brand-config's file-system-free pipeline.
 */
const brandFiles = import.meta.glob<unknown>('../../brands/*/brand.json', { eager: true, import: 'default' });
const groupFiles = import.meta.glob<unknown>('../../brands/_groups/*.json', { eager: true, import: 'default' });
const sharedFiles = import.meta.glob<unknown>('../../brands/_shared/defaults.json', { eager: true, import: 'default' });

const BRANDS_DIR = '../../brands';

function source(files: Record<string, unknown>, path: string): { path: string; data: unknown } {
  if (!(path in files)) throw new Error(`Storybook cannot find ${path.replace('../../', '')}`);
  return { path: path.replace('../../', ''), data: files[path] };
}

const isBrandGroup = (value: unknown): value is BrandGroup => (BRAND_GROUPS as readonly unknown[]).includes(value);

function groupOf(file: unknown, path: string): BrandGroup {
  const group = typeof file === 'object' && file !== null ? (file as { extends?: unknown }).extends : undefined;
  if (!isBrandGroup(group)) throw new Error(`${path}: "extends" must name a brand group (${BRAND_GROUPS.join(', ')})`);
  return group;
}

function loadBrand(code: BrandCode): StoryBrand {
  const file = source(brandFiles, `${BRANDS_DIR}/${code}/brand.json`);
  const config = buildBrandConfigOrThrow({
    file,
    defaults: [
      source(sharedFiles, `${BRANDS_DIR}/_shared/defaults.json`),
      source(groupFiles, `${BRANDS_DIR}/_groups/${groupOf(file.data, file.path)}.json`),
    ],
  });
  const language = defaultLanguage(config);
  const topBar = config.topBar[language.code];
  if (!topBar) throw new Error(`${file.path}: no top-bar texts for ${language.code}`);
  return {
    code,
    config,
    locale: language.locale,
    currency: config.currency,
    topBar: [topBar[0], topBar[1], topBar[2]],
    assetUrl: (pathInBrandFolder) => `/brands/${code}/${pathInBrandFolder}`,
  };
}

/** All storefront brands, in the spec's order. */
export const STORY_BRANDS: readonly StoryBrand[] = BRAND_CODES.map(loadBrand);

/** Storybook opens on the reference tenant. */
export const DEFAULT_STORY_BRAND: BrandCode = 'GCSIE';

const byCode = new Map<string, StoryBrand>(STORY_BRANDS.map((brand) => [brand.code, brand]));

/** The brand for a toolbar value; an unknown code (a stale URL) falls back to the reference tenant. */
export function storyBrand(code: string): StoryBrand {
  const brand = byCode.get(code) ?? byCode.get(DEFAULT_STORY_BRAND);
  if (!brand) throw new Error(`Brand ${DEFAULT_STORY_BRAND} is missing from brands/`);
  return brand;
}
