import { brandTokens } from './brandTokens.ts';
import type { ThemeName } from './groups.ts';
import type { ThemeTokenOverrides } from './tokens/types.ts';

type Node = { readonly [key: string]: string | Node };

function collectChanged(contract: Node, group: Node, brand: Node, into: Record<string, string>): void {
  for (const [key, variable] of Object.entries(contract)) {
    const groupValue = group[key];
    const brandValue = brand[key];
    if (typeof variable === 'string') {
      if (typeof brandValue === 'string' && brandValue !== groupValue) into[variable] = brandValue;
    } else if (typeof groupValue === 'object' && typeof brandValue === 'object') {
      collectChanged(variable, groupValue, brandValue, into);
    }
  }
}

/**
 * The theme variables a brand sets differently from its group (its overrides and the shades derived from them), keyed
 * by the contract's variables: for a style sheet that holds a group's theme once and each brand's differences on top.
 * Empty for a brand without overrides.
 */
export function brandOverrideVars<Contract extends object>(
  contract: Contract,
  theme: ThemeName,
  overrides: ThemeTokenOverrides = {},
): Record<string, string> {
  const changed: Record<string, string> = {};
  collectChanged(contract as unknown as Node, brandTokens(theme) as unknown as Node, brandTokens(theme, overrides) as unknown as Node, changed);
  return changed;
}
