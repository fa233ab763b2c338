import { cbTokens } from './tokens/cb.ts';
import { ckTokens } from './tokens/ck.ts';
import { gcsTokens } from './tokens/gcs.ts';
import type { ThemeTokens } from './tokens/types.ts';

/** Every brand group's base tokens. A brand's theme name in its config is one of these keys. */
export const groupTokens = {
  CB: cbTokens,
  CK: ckTokens,
  GCS: gcsTokens,
} as const satisfies Record<string, ThemeTokens>;

export type ThemeName = keyof typeof groupTokens;

export const THEME_NAMES = Object.keys(groupTokens) as readonly ThemeName[];

export function isThemeName(value: string): value is ThemeName {
  return Object.hasOwn(groupTokens, value);
}
