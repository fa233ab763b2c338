import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { buildBrandConfig } from './check.ts';
import { checkDistinctBrands } from './cross-brand.ts';
import { BrandConfigError, pointerOf, type Problem } from './problems.ts';
import { brandsDir } from './paths.ts';
import type { BrandConfig } from './types.ts';
import { validateBrandDefaults } from './validate.ts';

export { brandsDir, repoRoot } from './paths.ts';

export interface LoadOptions {
  /** Folder holding the brand folders; defaults to BRANDS_DIR or <repo>/brands. */
  readonly brandsDir?: string;
}

export const SHARED_DEFAULTS_FILE = join('_shared', 'defaults.json');
export const groupDefaultsFile = (group: string) => join('_groups', `${group}.json`);
export const brandFile = (code: string) => join(code, 'brand.json');

interface Context {
  readonly dir: string;
  /** Problems name files relative to this folder (the parent of the brands folder: the repository root). */
  readonly root: string;
}

const contextFor = (options: LoadOptions = {}): Context => {
  const dir = brandsDir(options.brandsDir);
  return { dir, root: dirname(dir) };
};

const display = (context: Context, absolute: string) => relative(context.root, absolute).split(sep).join('/');

type JsonRead = { ok: true; data: unknown } | { ok: false; problem: Problem };

function readJson(context: Context, absolute: string): JsonRead {
  const file = display(context, absolute);
  if (!existsSync(absolute)) return { ok: false, problem: { file, pointer: '', message: 'file does not exist' } };
  try {
    return { ok: true, data: JSON.parse(readFileSync(absolute, 'utf8')) as unknown };
  } catch (error) {
    return { ok: false, problem: { file, pointer: '', message: `is not valid JSON: ${(error as Error).message}` } };
  }
}

/** Brand codes with a folder holding brand.json, sorted. Folders starting with "_" hold shared files. */
export function listBrandCodes(options: LoadOptions = {}): string[] {
  const { dir } = contextFor(options);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => !name.startsWith('_') && existsSync(join(dir, name, 'brand.json')))
    .sort();
}

/** Every `src` in the configuration with where it sits, so each referenced file can be checked. */
function assetReferences(value: unknown, pointer = ''): { pointer: string; src: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => assetReferences(item, `${pointer}/${index}`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === 'src' && typeof child === 'string'
      ? [{ pointer: `${pointer}/src`, src: child }]
      : assetReferences(child, `${pointer}${pointerOf(key)}`));
}

function checkAssets(context: Context, code: string, config: BrandConfig, file: string): Problem[] {
  const brandFolder = join(context.dir, code);
  return assetReferences(config).flatMap(({ pointer, src }) => {
    const absolute = resolve(brandFolder, src);
    if (!absolute.startsWith(context.dir + sep)) return [{ file, pointer, message: `"${src}" points outside the brands folder` }];
    if (!existsSync(absolute) || !statSync(absolute).isFile()) {
      return [{ file, pointer, message: `asset "${src}" does not exist (looked for ${display(context, absolute)})` }];
    }
    return [];
  });
}

interface BrandResult {
  readonly code: string;
  readonly file: string;
  readonly config?: BrandConfig;
  readonly problems: readonly Problem[];
}

function resolveOne(context: Context, code: string): BrandResult {
  const absolute = join(context.dir, brandFile(code));
  const file = display(context, absolute);
  const read = readJson(context, absolute);
  if (!read.ok) return { code, file, problems: [read.problem] };
  const data = read.data as { code?: unknown; extends?: unknown };
  const problems: Problem[] = [];
  if (typeof data.code === 'string' && data.code !== code) {
    problems.push({ file, pointer: '/code', message: `"${data.code}" does not match its folder name "${code}"` });
  }
  const layers: { path: string; data: unknown }[] = [];
  const shared = readJson(context, join(context.dir, SHARED_DEFAULTS_FILE));
  if (shared.ok) layers.push({ path: display(context, join(context.dir, SHARED_DEFAULTS_FILE)), data: shared.data });
  else problems.push(shared.problem);
  if (typeof data.extends === 'string') {
    const groupPath = join(context.dir, groupDefaultsFile(data.extends));
    if (!existsSync(groupPath)) {
      problems.push({ file, pointer: '/extends', message: `group "${data.extends}" has no defaults file ${display(context, groupPath)}` });
    } else {
      const group = readJson(context, groupPath);
      if (group.ok) layers.push({ path: display(context, groupPath), data: group.data });
      else problems.push(group.problem);
    }
  }
  if (problems.length > 0) return { code, file, problems };
  const built = buildBrandConfig({ file: { path: file, data }, defaults: layers });
  if (!built.ok) return { code, file, problems: built.problems };
  const assetProblems = checkAssets(context, code, built.config, file);
  return assetProblems.length > 0 ? { code, file, problems: assetProblems } : { code, file, config: built.config, problems: [] };
}

/** Loads, resolves and validates one brand; throws a `BrandConfigError` listing every problem. */
export function loadBrand(code: string, options: LoadOptions = {}): BrandConfig {
  const context = contextFor(options);
  if (!existsSync(join(context.dir, brandFile(code)))) {
    const known = listBrandCodes(options);
    throw new BrandConfigError(
      [{ file: display(context, join(context.dir, brandFile(code))), pointer: '', message: `unknown brand "${code}"; known brands: ${known.join(', ')}` }],
      `Unknown brand ${code}`,
    );
  }
  const result = resolveOne(context, code);
  if (!result.config) throw new BrandConfigError(result.problems, `Brand ${code} is invalid`);
  return result.config;
}

/** Loads every brand (sorted by code); throws a `BrandConfigError` if any brand or cross-brand rule fails. */
export function loadAllBrands(options: LoadOptions = {}): BrandConfig[] {
  const problems = validateBrandFiles(undefined, options);
  if (problems.length > 0) throw new BrandConfigError(problems, 'Brand configuration is invalid');
  const context = contextFor(options);
  return listBrandCodes(options).map((code) => resolveOne(context, code).config as BrandConfig);
}

type Target = { kind: 'brand'; code: string } | { kind: 'defaults'; absolute: string } | { kind: 'unknown'; absolute: string };

function classify(context: Context, path: string): Target {
  const absolute = isAbsolute(path) ? path : resolve(path);
  const inside = relative(context.dir, absolute).split(sep);
  if (inside.length === 2 && inside[1] === 'brand.json' && inside[0] !== undefined && !inside[0].startsWith('_') && inside[0] !== '..') {
    return { kind: 'brand', code: inside[0] };
  }
  if (inside.length === 2 && (inside[0] === '_shared' || inside[0] === '_groups') && inside[1]?.endsWith('.json')) return { kind: 'defaults', absolute };
  return { kind: 'unknown', absolute };
}

function defaultsFiles(context: Context): string[] {
  const groupsDir = join(context.dir, '_groups');
  const groups = existsSync(groupsDir) ? readdirSync(groupsDir).filter((name) => name.endsWith('.json')).sort() : [];
  return [join(context.dir, SHARED_DEFAULTS_FILE), ...groups.map((name) => join(groupsDir, name))];
}

/**
 * Every problem in the given files (brand files, shared or group defaults), or in all of them when none are given,
 * including the cross-brand rules (no two brands share a store id, a domain or a card number prefix).
 */
export function validateBrandFiles(paths?: readonly string[], options: LoadOptions = {}): Problem[] {
  const context = contextFor(options);
  const targets: Target[] = paths && paths.length > 0
    ? paths.map((path) => classify(context, path))
    : [...defaultsFiles(context).map((absolute): Target => ({ kind: 'defaults', absolute })),
       ...listBrandCodes(options).map((code): Target => ({ kind: 'brand', code }))];
  const problems: Problem[] = [];
  const selected = new Set<string>();
  for (const target of targets) {
    if (target.kind === 'unknown') {
      problems.push({ file: display(context, target.absolute), pointer: '', message: 'is not a brand file (brands/<CODE>/brand.json) or a defaults file (brands/_shared/*.json, brands/_groups/*.json)' });
    } else if (target.kind === 'defaults') {
      const read = readJson(context, target.absolute);
      if (!read.ok) problems.push(read.problem);
      else problems.push(...validateBrandDefaults(read.data, display(context, target.absolute)));
    } else {
      selected.add(display(context, join(context.dir, brandFile(target.code))));
    }
  }
  const all = listBrandCodes(options).map((code) => resolveOne(context, code));
  for (const target of targets) {
    if (target.kind !== 'brand') continue;
    const result = all.find((entry) => entry.code === target.code) ?? resolveOne(context, target.code);
    problems.push(...result.problems);
  }
  const valid = all.flatMap((entry) => (entry.config ? [{ file: entry.file, config: entry.config }] : []));
  problems.push(...checkDistinctBrands(valid).filter((problem) => selected.has(problem.file)));
  return problems;
}
