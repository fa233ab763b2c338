import built from '@brand/built';
import { chosenBrandCode } from '../brand-code.ts';
import { servedBrandOf, type BuiltBrands } from './built-brands.ts';

/** The brand this server renders, chosen by BRAND when the server starts (as next.config.ts chose the build folder). */
export const servedBrand = servedBrandOf(built as BuiltBrands, chosenBrandCode());
