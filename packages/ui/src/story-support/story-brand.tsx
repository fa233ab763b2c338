import { createContext, useContext, type ReactNode } from 'react';
import type { BrandCode, BrandConfig } from '@shop/brand-config';

/** What a story needs to render as a given storefront: its config plus the values derived from it. */
export interface StoryBrand {
  readonly code: BrandCode;
  readonly config: BrandConfig;
  /** Locale of the brand's default language (e.g. en-IE). */
  readonly locale: string;
  readonly currency: string;
  /** The three top-bar selling points in the default language. */
  readonly topBar: readonly [string, string, string];
  /** URL under which Storybook serves a file of the brand's folder (logos, trust marks). */
  readonly assetUrl: (pathInBrandFolder: string) => string;
}

const StoryBrandContext = createContext<StoryBrand | null>(null);

export function StoryBrandProvider({ brand, children }: { readonly brand: StoryBrand; readonly children: ReactNode }) {
  return <StoryBrandContext.Provider value={brand}>{children}</StoryBrandContext.Provider>;
}

/** The brand picked in Storybook's brand toolbar. */
export function useStoryBrand(): StoryBrand {
  const brand = useContext(StoryBrandContext);
  if (!brand) throw new Error('useStoryBrand needs the brand decorator from storybook/.storybook/preview.tsx (the brand toolbar)');
  return brand;
}
