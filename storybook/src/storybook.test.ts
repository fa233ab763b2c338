import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BRAND_CODES } from '@shop/brand-config';
import { describe, expect, it } from 'vitest';
import preview from '../.storybook/preview.tsx';
import { STORY_BRANDS } from './brands.ts';
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

  it('has stories for the home blocks and the chrome (header parts, search, store switcher, basket link, footer)', () => {
    expect(readdirSync(`${STOREFRONT_SOURCE}screens/home`)).toContain('HomeBlocks.stories.tsx');
    expect(readdirSync(`${STOREFRONT_SOURCE}chrome`)).toContain('Chrome.stories.tsx');
  });

  it('gives storefront components the brand picked in the toolbar as their build-time brand', async () => {
    const { default: brandConfig, setStoryBrandConfig } = await import('./next/brand-config.ts');
    const nl = STORY_BRANDS.find((brand) => brand.code === 'GCSNL');
    setStoryBrandConfig(nl!.config);
    expect(brandConfig.code).toBe('GCSNL');
    expect(Object.keys(brandConfig)).toEqual(Object.keys(nl!.config));
  });
});
