import { assignInlineVars } from '@vanilla-extract/dynamic';
import { brandTokens } from './brandTokens.ts';
import { vars } from './contract.css.ts';
import type { ThemeName } from './groups.ts';
import type { ThemeTokenOverrides } from './tokens/types.ts';

/**
 * Inline custom properties setting every theme variable for one brand, for switching brands at
 * runtime (Storybook's brand toolbar) without generating CSS per brand. Spread into `style`.
 */
export function brandInlineVars(
  theme: ThemeName,
  overrides: ThemeTokenOverrides = {},
): Record<string, string> {
  return assignInlineVars(vars, brandTokens(theme, overrides));
}
