import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BRAND_CODES } from '@shop/brand-config';
import { describe, expect, it } from 'vitest';
import preview from '../.storybook/preview.tsx';
import { STORY_BRANDS } from './brands.ts';
import { serverActionNames, serverActionsPlugin } from './next/server-actions.ts';
import { SPEC_VIEWPORTS, breakpointOf } from './viewports.ts';

const UI_SOURCE = fileURLToPath(new URL('../../packages/ui/src/', import.meta.url));

/** The UI kit of issue 2 §4: each needs stories. */
const UI_KIT_COMPONENTS = [
  'Button', 'Checkbox', 'CountBadge', 'DropdownSelect', 'Logo', 'Modal', 'Money', 'ProductCard', 'RadioGroup',
  'ScrollUpButton', 'Spinner', 'TextArea', 'TextField', 'TopBar',
];

function componentFolders(): string[] {
  return readdirSync(UI_SOURCE, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[A-Z]/.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

describe('Storybook coverage', () => {
  it('has a folder for every UI kit component', () => {
    expect(componentFolders()).toEqual(expect.arrayContaining(UI_KIT_COMPONENTS));
  });

  it.each(componentFolders())('%s has stories', (component) => {
    const files = readdirSync(`${UI_SOURCE}${component}`);
    expect(files).toContain(`${component}.stories.tsx`);
  });
});

describe('brand toolbar', () => {
  it('lists every storefront brand, in the spec order', () => {
    const toolbar = preview.globalTypes?.['brand']?.toolbar;
    const values = (toolbar?.items ?? []).map((item) => (typeof item === 'string' ? item : item.value));
    expect(values).toEqual([...BRAND_CODES]);
  });

  it('resolves each brand with its locale, currency, three selling points and logo URL', () => {
    for (const brand of STORY_BRANDS) {
      expect(brand.config.code).toBe(brand.code);
      expect(brand.locale).toMatch(/^[a-z]{2}-[A-Z]{2}$/);
      expect(brand.currency).toMatch(/^[A-Z]{3}$/);
      expect(brand.topBar).toHaveLength(3);
      expect(brand.assetUrl(brand.config.logos.main.src)).toBe(`/brands/${brand.code}/${brand.config.logos.main.src}`);
    }
  });

  it('starts on the reference tenant GCSIE in Irish English', () => {
    expect(preview.initialGlobals?.['brand']).toBe('GCSIE');
    const gcsie = STORY_BRANDS.find((brand) => brand.code === 'GCSIE');
    expect(gcsie?.locale).toBe('en-IE');
    expect(gcsie?.currency).toBe('EUR');
  });
});

describe('viewport toolbar', () => {
  it('offers one viewport in each spec breakpoint, including both small desktop widths', () => {
    const widths = Object.values(SPEC_VIEWPORTS).map((viewport) => Number.parseInt(viewport.styles.width, 10));
    expect(widths).toEqual([375, 768, 1024, 1180, 1440]);
    expect(widths.map(breakpointOf)).toEqual(['mobile', 'tablet', 'smallDesktop', 'smallDesktop', 'largeDesktop']);
    expect(preview.parameters?.['viewport']).toEqual({ options: SPEC_VIEWPORTS });
  });
});

describe('storefront stories', () => {
  const STOREFRONT_SOURCE = fileURLToPath(new URL('../../apps/storefront/src/', import.meta.url));

  it('has stories for the home blocks, the chrome (header parts, search, store switcher, basket link, footer) and the basket', () => {
    expect(readdirSync(`${STOREFRONT_SOURCE}screens/home`)).toContain('HomeBlocks.stories.tsx');
    expect(readdirSync(`${STOREFRONT_SOURCE}chrome`)).toContain('Chrome.stories.tsx');
    expect(readdirSync(`${STOREFRONT_SOURCE}screens/cart`)).toContain('Basket.stories.tsx');
  });

  it("replaces a server actions module by stubs of its actions, so no server code reaches a story's bundle", async () => {
    const file = `${STOREFRONT_SOURCE}cart/actions.ts`;
    const source = readFileSync(file, 'utf8');
    expect(serverActionNames(source)).toEqual(expect.arrayContaining(['addPackageToCart', 'updateCartPackage', 'deleteCartPackageGroup']));
    const transform = serverActionsPlugin().transform as (code: string, id: string) => { code: string } | null;
    const stub = transform(source, file)!.code;
    expect(stub).not.toMatch(/\bimport\b|next\/headers/);
    const stubs = await import(`data:text/javascript,${encodeURIComponent(stub)}`);
    await expect(stubs.deleteCartPackageGroup()).rejects.toThrow(/does not run in Storybook/);
    // Any other module is left as it is.
    expect(transform("import { x } from './y.ts';\nexport const z = x;", `${STOREFRONT_SOURCE}cart/load-cart.ts`)).toBeNull();
  });

  it('gives storefront components the brand picked in the toolbar as their build-time brand', async () => {
    const { default: brandConfig, setStoryBrandConfig } = await import('./next/brand-config.ts');
    const nl = STORY_BRANDS.find((brand) => brand.code === 'GCSNL');
    setStoryBrandConfig(nl!.config);
    expect(brandConfig.code).toBe('GCSNL');
    expect(Object.keys(brandConfig)).toEqual(Object.keys(nl!.config));
  });
});
