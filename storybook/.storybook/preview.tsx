import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { brandInlineVars, themeClassByName } from '@shop/themes';
import '@shop/themes/global.css';
import { StoryBrandProvider, type StoryBrand } from '@shop/ui/story-brand';
import { DEFAULT_STORY_BRAND, STORY_BRANDS, storyBrand } from '../src/brands.ts';
import { setStoryBrandConfig } from '../src/next/brand-config.ts';
import { registerGroupTypefaces } from '../src/typefaces.ts';
import { SPEC_VIEWPORTS } from '../src/viewports.ts';

function themeOf(brand: StoryBrand) {
  const { name, overrides } = brand.config.theme;
  return { className: themeClassByName[name], style: brandInlineVars(name, overrides ?? {}) };
}

/**
 * Themes the story with the chosen brand: the group theme class plus the brand's own tokens.
 * The root element gets them too, so portals (modals) and body styles follow the brand.
 */
const withBrand: Decorator = (Story, context) => {
  const brand = storyBrand(String(context.globals['brand'] ?? DEFAULT_STORY_BRAND));
  const theme = themeOf(brand);
  // Before the story renders: storefront components read the brand as `@brand/config`.
  setStoryBrandConfig(brand.config);

  useLayoutEffect(() => {
    const root = document.documentElement;
    const { className, style } = themeOf(brand);
    root.classList.add(className);
    for (const [property, value] of Object.entries(style)) root.style.setProperty(property, value);
    root.lang = brand.locale;
    return () => {
      root.classList.remove(className);
      for (const property of Object.keys(style)) root.style.removeProperty(property);
    };
  }, [brand]);

  return (
    <StoryBrandProvider brand={brand}>
      <div className={theme.className} style={theme.style} lang={brand.locale}>
        <Story />
      </div>
    </StoryBrandProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Storefront brand: theme, logos and config',
      toolbar: {
        title: 'Brand',
        icon: 'globe',
        items: STORY_BRANDS.map((brand) => ({
          value: brand.code,
          title: `${brand.code} · ${brand.config.name}`,
          right: brand.locale,
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    brand: DEFAULT_STORY_BRAND,
  },
  parameters: {
    viewport: { options: SPEC_VIEWPORTS },
    controls: { matchers: { color: /colou?r$/i } },
  },
  decorators: [withBrand],
  // Once, before any story renders: the group typefaces, so each brand's stories are set in its own type.
  beforeAll: () => registerGroupTypefaces(),
};

export default preview;
