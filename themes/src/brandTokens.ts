import { groupTokens, type ThemeName } from './groups.ts';
import { makeTokens } from './makeTokens.ts';
import type { ThemeTokenOverrides, ThemeTokens } from './tokens/types.ts';

/**
 * The final tokens for one brand: its group's tokens plus its own overrides. An app passes the
 * result to `createGlobalTheme(':root', vars, tokens)` in its own `.css.ts`, so a storefront
 * build emits exactly one theme: its brand's.
 */
export function brandTokens(theme: ThemeName, overrides: ThemeTokenOverrides = {}): ThemeTokens {
  return makeTokens(groupTokens[theme], overrides);
}
