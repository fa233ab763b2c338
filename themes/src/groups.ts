import { KNOWN_THEMES, type ThemeName } from '@shop/brand-config';
import { cbTokens } from './tokens/cb.ts';
import { ckTokens } from './tokens/ck.ts';
import { gcsTokens } from './tokens/gcs.ts';
import type { ThemeTokens } from './tokens/types.ts';

export type { ThemeName };

/** Every brand group's base tokens, for each theme a brand config may name. */
export const groupTokens = {
  CB: cbTokens,
  CK: ckTokens,
  GCS: gcsTokens,
} as const satisfies Record<ThemeName, ThemeTokens>;

export const THEME_NAMES: readonly ThemeName[] = KNOWN_THEMES;

export function isThemeName(value: string): value is ThemeName {
  return Object.hasOwn(groupTokens, value);
}
