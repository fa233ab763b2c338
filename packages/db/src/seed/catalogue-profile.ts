import { accentedNames, categoryKeys, categoryStems, smallCatalogueCategories, type CategoryKey } from './categories.ts';
import type { LanguagePack } from './language-pack.ts';
import type { SeedLanguage, SeedStore } from './stores.ts';

/** The reference store (GCSIE) gets the full catalogue ('View all 200+'). */
export const REFERENCE_STORE_ID = 70;

/** How large a store's catalogue is. */
export interface CatalogueProfile {
  readonly categories: readonly CategoryKey[];
  readonly formatsPerCategory: number;
  readonly stemsPerFormat: number;
  readonly withAccentedNames: boolean;
}

export function catalogueProfile(store: SeedStore, language: SeedLanguage): CatalogueProfile {
  if (store.storeId === REFERENCE_STORE_ID) {
    return { categories: categoryKeys, formatsPerCategory: 3, stemsPerFormat: 6, withAccentedNames: true };
  }
  if (language.code === 'nl') {
    return { categories: categoryKeys, formatsPerCategory: 2, stemsPerFormat: 4, withAccentedNames: true };
  }
  return { categories: smallCatalogueCategories, formatsPerCategory: 2, stemsPerFormat: 3, withAccentedNames: true };
}

/** A gift card before it is expanded into rows: its name per language and its category. */
export interface CatalogueEntry {
  readonly category: CategoryKey;
  readonly titleIn: (pack: LanguagePack) => string;
}

export function catalogueEntries(profile: CatalogueProfile, pack: LanguagePack): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [];
  for (const category of profile.categories) {
    const stems = categoryStems[category].slice(0, profile.stemsPerFormat);
    const defaultFormats = pack.formats[category] ?? [];
    const formatCount = Math.min(profile.formatsPerCategory, defaultFormats.length);
    for (let formatIndex = 0; formatIndex < formatCount; formatIndex += 1) {
      for (const stem of stems) {
        entries.push({
          category,
          titleIn: (languagePackFor) => {
            const formats = languagePackFor.formats[category] ?? defaultFormats;
            const format = formats[formatIndex % formats.length] ?? '{stem}';
            return format.replace('{stem}', stem);
          },
        });
      }
    }
  }
  if (profile.withAccentedNames) {
    for (const [category, names] of Object.entries(accentedNames) as [CategoryKey, readonly string[]][]) {
      for (const name of names) entries.push({ category, titleIn: () => name });
    }
  }
  return entries;
}
