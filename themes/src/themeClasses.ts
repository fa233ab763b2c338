import type { ThemeName } from './groups.ts';
import { cbTheme } from './themes/cb.css.ts';
import { ckTheme } from './themes/ck.css.ts';
import { gcsTheme } from './themes/gcs.css.ts';

/** The class that applies a group's theme to a subtree. Importing this ships all three themes. */
export const themeClassByName = {
  CB: cbTheme,
  CK: ckTheme,
  GCS: gcsTheme,
} as const satisfies Record<ThemeName, string>;
