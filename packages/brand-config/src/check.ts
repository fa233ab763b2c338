import { BrandConfigError, type Problem } from './problems.ts';
import { deepFreeze, resolveBrand } from './resolve.ts';
import { checkBrandRules } from './rules.ts';
import type { BrandConfig, BrandDefaults, BrandFile } from './types.ts';
import { validateBrandDefaults, validateBrandFile, validateResolvedSchema } from './validate.ts';

export type BrandCheck =
  | { readonly ok: true; readonly config: BrandConfig }
  | { readonly ok: false; readonly problems: readonly Problem[] };

/** Validates a resolved candidate (schema, then the rules a schema cannot express); a valid one comes back frozen. */
export function checkBrandConfig(candidate: unknown, file: string): BrandCheck {
  const schemaProblems = validateResolvedSchema(candidate, file);
  if (schemaProblems.length > 0) return { ok: false, problems: schemaProblems };
  const config = candidate as BrandConfig;
  const ruleProblems = checkBrandRules(config, file);
  if (ruleProblems.length > 0) return { ok: false, problems: ruleProblems };
  return { ok: true, config: deepFreeze(structuredClone(config)) };
}

export interface BrandSources {
  readonly file: { readonly path: string; readonly data: unknown };
  /** Defaults layers, applied in order (shared defaults first, then the group's). */
  readonly defaults: readonly { readonly path: string; readonly data: unknown }[];
}

/** Validates every source file, resolves them and validates the result: the whole pipeline without a file system. */
export function buildBrandConfig(sources: BrandSources): BrandCheck {
  const problems = [
    ...sources.defaults.flatMap((layer) => validateBrandDefaults(layer.data, layer.path)),
    ...validateBrandFile(sources.file.data, sources.file.path),
  ];
  if (problems.length > 0) return { ok: false, problems };
  const candidate = resolveBrand(sources.file.data as BrandFile, sources.defaults.map((layer) => layer.data as BrandDefaults));
  return checkBrandConfig(candidate, sources.file.path);
}

/** Like `buildBrandConfig`, but throws a `BrandConfigError` listing the problems. */
export function buildBrandConfigOrThrow(sources: BrandSources): BrandConfig {
  const result = buildBrandConfig(sources);
  if (!result.ok) throw new BrandConfigError(result.problems);
  return result.config;
}
