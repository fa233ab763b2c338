'use server';

import { currentBrand } from '../../brand/current-brand.ts';
import { currentFamily } from '../../seo/current-family.ts';
import { switchPaths, type SwitchPaths } from './switch-paths.ts';

/** The store switcher's destinations for the current page, from this brand's family route tables. */
export async function switchPathsAction(
  fromLanguage: string,
  country: string,
  language: string,
  pathname: string,
  search: string,
): Promise<SwitchPaths> {
  return switchPaths(currentBrand, currentFamily, {
    fromLanguage: String(fromLanguage),
    country: String(country),
    language: String(language),
    pathname: String(pathname),
    search: String(search),
  });
}
