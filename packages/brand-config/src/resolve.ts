import type { BrandDefaults, BrandFile } from './types.ts';

type JsonObject = { readonly [key: string]: unknown };

const isPlainObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Tagged values (links chosen by `kind`) are one choice, so an override replaces them instead of mixing two. */
const isTagged = (value: JsonObject): boolean => 'kind' in value;

/** Objects merge key by key; arrays, tagged links and plain values from `override` replace what `base` had. */
export function deepMerge(base: unknown, override: unknown): unknown {
  if (override === undefined) return base;
  if (!isPlainObject(base) || !isPlainObject(override) || isTagged(override)) return override;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) merged[key] = deepMerge(base[key], value);
  return merged;
}

/** Sections keyed by language; a brand keeps only the languages it offers. */
export const LANGUAGE_KEYED_SECTIONS = ['productNoun', 'routes', 'topBar', 'footerMenu', 'businessMenu'] as const;

function offeredLanguages(config: JsonObject): Set<string> | undefined {
  const languages = config['languages'];
  if (!Array.isArray(languages)) return undefined;
  return new Set(languages.flatMap((language) => (isPlainObject(language) && typeof language['code'] === 'string' ? [language['code']] : [])));
}

/**
 * Merges the defaults layers (shared first, then the group) and the brand file into one candidate configuration.
 * The result is not validated yet: pass it to `checkBrandConfig`.
 */
export function resolveBrand(file: BrandFile, defaults: BrandDefaults | readonly BrandDefaults[]): JsonObject {
  const layers: readonly BrandDefaults[] = Array.isArray(defaults) ? defaults : [defaults as BrandDefaults];
  const { $schema: _schema, extends: group, code, ...own } = file;
  let merged: unknown = {};
  for (const layer of layers) {
    const { $schema: _layerSchema, ...values } = layer;
    merged = deepMerge(merged, values);
  }
  merged = deepMerge(merged, own);
  const config: Record<string, unknown> = { code, group, ...(merged as JsonObject) };
  const languages = offeredLanguages(config);
  if (languages) {
    for (const section of LANGUAGE_KEYED_SECTIONS) {
      const byLanguage = config[section];
      if (isPlainObject(byLanguage)) {
        config[section] = Object.fromEntries(Object.entries(byLanguage).filter(([language]) => languages.has(language)));
      }
    }
  }
  return config;
}

export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
