import { shade } from './color.ts';
import { ACTIVE_SHADE, HOVER_SHADE } from './shades.ts';
import type { ThemeTokenOverrides, ThemeTokens } from './tokens/types.ts';

type TokenNode = { readonly [key: string]: string | TokenNode };

export class ThemeTokenError extends Error {
  override readonly name = 'ThemeTokenError';
}

function mergeNode(base: TokenNode, overrides: Partial<TokenNode>, path: readonly string[]): TokenNode {
  const merged: Record<string, string | TokenNode> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    const tokenPath = [...path, key].join('.');
    const current = base[key];
    if (current === undefined) {
      throw new ThemeTokenError(`Unknown theme token "${tokenPath}"`);
    }
    if (typeof current === 'string') {
      if (typeof value !== 'string') throw new ThemeTokenError(`Theme token "${tokenPath}" must be a string`);
      merged[key] = value;
    } else {
      if (typeof value === 'string') {
        throw new ThemeTokenError(`Theme token group "${tokenPath}" must be an object, not a string`);
      }
      merged[key] = mergeNode(current, value, [...path, key]);
    }
  }
  return merged;
}

/**
 * A brand's tokens: its group's tokens with the brand's overrides on top. Hover and active
 * shades always follow the final brand and accent colours unless the overrides set them
 * explicitly, so a brand that only changes `color.brand` gets matching interaction states.
 */
export function makeTokens(base: ThemeTokens, overrides: ThemeTokenOverrides = {}): ThemeTokens {
  const merged = mergeNode(
    base as unknown as TokenNode,
    overrides as unknown as TokenNode,
    [],
  ) as unknown as ThemeTokens;
  const explicit = overrides.color ?? {};
  return {
    ...merged,
    color: {
      ...merged.color,
      brandHover: explicit.brandHover ?? shade(merged.color.brand, HOVER_SHADE),
      brandActive: explicit.brandActive ?? shade(merged.color.brand, ACTIVE_SHADE),
      accentHover: explicit.accentHover ?? shade(merged.color.accent, HOVER_SHADE),
    },
  };
}
