import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadAllBrands } from '@shop/brand-config/node';
import { brandsDirFor } from '../build/brand-at-build.ts';
import { compileDirFor, distDirFor } from '../build/dist-dir.ts';
import { runToCompletion } from './processes.ts';
import type { Workspace } from './storefront-command.ts';

export interface BuildAllOptions {
  readonly brands: readonly string[];
  /** Build steps (a theme's compilation, a brand's pages) running at once. */
  readonly jobs: number;
  readonly distTag?: string;
  /** Rebuilds brands whose build is up to date. */
  readonly force: boolean;
}

export type BrandBuildResult = 'built' | 'up to date' | 'failed';

/** One step of build:all: a theme's compilation, shared by its brands, or one brand's build from it. */
export interface BuildStepReport {
  /** A brand code, or `<THEME> theme` for a compilation. */
  readonly name: string;
  readonly result: BrandBuildResult;
  readonly seconds: number;
  /** Processor time the step used (user and system): what it costs, however busy the machine was. */
  readonly cpuSeconds: number;
  /**
   * For a compilation: whether webpack started from the theme's earlier compilation or from nothing. The compilation
   * is the same for every brand of the theme (the bundle holds them all and the server picks one by BRAND), so its
   * cache is never another theme's.
   */
  readonly cache: 'own' | 'cold' | '-';
  readonly log: string;
}

export interface BrandBuildReport extends BuildStepReport {
  readonly brand: string;
}

const STOREFRONT_PACKAGE = '@shop/storefront';
/** Written after a successful build: the inputs it was built from (turbo's hash of the build task) and the brand. */
const STAMP_FILE = 'build-inputs.txt';

/**
 * build:all's own files (build logs, the shared key) live outside dist/: turbo's build task stores everything under dist/
 * in its cache entries and puts it back on a cache hit, which would overwrite them with old copies.
 */
function stateDir(ws: Workspace): string {
  return path.join(ws.rootDir, 'node_modules', '.cache', 'storefront-builds');
}

function storefrontDir(ws: Workspace): string {
  return path.join(ws.rootDir, 'apps', 'storefront');
}

function turbo(ws: Workspace): string {
  return path.join(ws.rootDir, 'node_modules', '.bin', 'turbo');
}

function withoutBrandEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  delete env.BRAND;
  delete env.STOREFRONT_DIST_TAG;
  return env;
}

/**
 * Generates the shared packages' code (GraphQL types and type definitions, transpiled packages) through turbo: what the
 * API and every storefront build read, so it runs once before either starts on a fresh checkout.
 */
export async function generateSharedCode(ws: Workspace): Promise<void> {
  const exitCode = await runToCompletion(turbo(ws), ['run', 'codegen', 'transit', `--filter=${STOREFRONT_PACKAGE}...`, '--output-logs=errors-only'], {
    cwd: ws.rootDir,
    env: withoutBrandEnv(),
  });
  if (exitCode !== 0) throw new Error(`Generating the shared packages' code failed (exit ${exitCode})`);
}

/** Runs a command and returns its standard output; rejects on a non-zero exit. */
function output(command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(' ')} exited ${code}: ${err.slice(-2000)}`))));
  });
}

/**
 * Turbo's hash of the storefront build task without a brand: every input the build reads (the app, the packages it
 * depends on, brands/, the lockfile). A brand's build is up to date when it was made from this hash.
 */
export async function storefrontInputsHash(ws: Workspace): Promise<string> {
  const json = await output(turbo(ws), ['run', 'build', `--filter=${STOREFRONT_PACKAGE}`, '--dry=json'], ws.rootDir, withoutBrandEnv());
  const plan = JSON.parse(json) as { tasks: { taskId: string; hash: string }[] };
  const task = plan.tasks.find((candidate) => candidate.taskId === `${STOREFRONT_PACKAGE}#build`);
  if (!task) throw new Error(`turbo planned no ${STOREFRONT_PACKAGE}#build task`);
  return task.hash;
}

export function stampFor(inputsHash: string, brand: string): string {
  return `${inputsHash} ${brand}\n`;
}

function readStamp(distDir: string): string | undefined {
  try {
    return readFileSync(path.join(distDir, STAMP_FILE), 'utf8');
  } catch {
    return undefined;
  }
}

/** Whether `dir` holds a finished build of the inputs `stamp` names (never, when the run forces a rebuild). */
function isBuiltFrom(options: BuildAllOptions, dir: string, stamp: string): boolean {
  return !options.force && existsSync(path.join(dir, 'BUILD_ID')) && readStamp(dir) === stamp;
}

/** A finished `next build` in `dir`: stamped with its inputs when it succeeded (it wrote BUILD_ID), else failed. */
function finishBuild(dir: string, stamp: string, exitCode: number): BrandBuildResult {
  if (exitCode !== 0 || !existsSync(path.join(dir, 'BUILD_ID'))) return 'failed';
  writeFileSync(path.join(dir, STAMP_FILE), stamp);
  return 'built';
}

/** The report of a brand that did not run: already up to date, or failed before its build started. */
function notRun(brand: string, result: Exclude<BrandBuildResult, 'built'>): BrandBuildReport {
  return { brand, name: brand, result, seconds: 0, cpuSeconds: 0, cache: '-', log: '' };
}

/**
 * Next makes a new server actions key for every build when it runs in a container (it keeps none there), and the key is
 * compiled into every module: a new key throws away the whole webpack cache. The builds of this checkout share one key
 * (kept in node_modules/.cache/storefront-builds/, never committed) unless NEXT_SERVER_ACTIONS_ENCRYPTION_KEY gives one.
 */
function serverActionsKey(ws: Workspace): string {
  const given = process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY;
  if (given) return given;
  const file = path.join(stateDir(ws), 'server-actions-key');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}


function webpackCacheOf(distDir: string): string {
  return path.join(distDir, 'cache', 'webpack');
}

function formatSeconds(seconds: number): string {
  const whole = Math.round(seconds);
  return whole >= 60 ? `${Math.floor(whole / 60)}m${String(whole % 60).padStart(2, '0')}s` : `${whole}s`;
}

function totals(steps: readonly BuildStepReport[]): { seconds: number; cpuSeconds: number } {
  const ran = steps.filter((step) => step.result === 'built');
  return { seconds: ran.reduce((sum, step) => sum + step.seconds, 0), cpuSeconds: ran.reduce((sum, step) => sum + step.cpuSeconds, 0) };
}

/** The summary printed at the end: one row per compilation and per brand, then the totals. */
export function summaryTable(compilations: readonly BuildStepReport[], brands: readonly BrandBuildReport[], wallSeconds: number): string {
  const rows = [
    ['Step', 'Result', 'Cache', 'Time', 'CPU'],
    ...[...compilations, ...brands].map((r) => [
      r.name,
      r.result,
      r.cache,
      ...(r.result === 'up to date' ? ['-', '-'] : [formatSeconds(r.seconds), formatSeconds(r.cpuSeconds)]),
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: readonly string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd();
  const built = brands.filter((r) => r.result === 'built');
  const failed = brands.filter((r) => r.result === 'failed');
  const compiled = compilations.filter((r) => r.result === 'built');
  const all = totals([...compilations, ...brands]);
  return [
    line(rows[0]!),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.slice(1).map(line),
    '',
    `${built.length} built, ${brands.length - built.length - failed.length} up to date, ${failed.length} failed in ${formatSeconds(wallSeconds)}` +
      (compiled.length + built.length > 0
        ? `; ${compiled.length} theme compilation${compiled.length === 1 ? '' : 's'} and ${built.length} brand build${built.length === 1 ? '' : 's'}` +
          ` took ${formatSeconds(all.seconds)} together and ${formatSeconds(all.cpuSeconds)} of processor time`
        : ''),
  ].join('\n');
}

interface BuildContext {
  readonly ws: Workspace;
  readonly options: BuildAllOptions;
  readonly inputsHash: string;
  readonly logDir: string;
}

/** Runs `next build --webpack` with the given arguments and environment, its output to `log`; resolves with its exit code and processor time. */
async function nextBuild(context: BuildContext, args: readonly string[], env: Readonly<Record<string, string>>, log: string): Promise<{ code: number; cpuSeconds: number }> {
  const { ws, options } = context;
  const logStream = createWriteStream(log);
  const cpuFile = `${log}.cpu`;
  const code = await new Promise<number>((resolve) => {
    // GNU time reports the processor time of next and all its workers.
    const child = spawn('/usr/bin/time', ['-f', '%U %S', '-o', cpuFile, path.join(ws.rootDir, 'node_modules', '.bin', 'next'), 'build', '--webpack', ...args], {
      cwd: storefrontDir(ws),
      env: {
        ...withoutBrandEnv(),
        NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: serverActionsKey(ws),
        ...(options.distTag ? { STOREFRONT_DIST_TAG: options.distTag } : {}),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(logStream, { end: false });
    child.stderr.pipe(logStream, { end: false });
    child.once('error', () => resolve(127));
    child.once('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  await new Promise((resolve) => logStream.end(resolve));
  return { code, cpuSeconds: processorSeconds(cpuFile) };
}

/**
 * Compiles a theme's storefronts once into its own folder (`next build --experimental-build-mode=compile`), with any of
 * its brands chosen: the bundle holds every brand of the theme, so the compilation is the same whichever it is.
 */
async function compileTheme(context: BuildContext, theme: string, anyBrand: string): Promise<BuildStepReport> {
  const { ws, options, inputsHash, logDir } = context;
  const relativeDir = compileDirFor(theme, options.distTag);
  const compileDir = path.join(storefrontDir(ws), relativeDir);
  const name = `${theme} theme`;
  const stamp = stampFor(inputsHash, name);
  const log = path.join(logDir, `${path.basename(compileDir)}.log`);
  if (isBuiltFrom(options, compileDir, stamp)) return { name, result: 'up to date', seconds: 0, cpuSeconds: 0, cache: '-', log };
  rmSync(path.join(compileDir, STAMP_FILE), { force: true });
  const cache: BuildStepReport['cache'] = existsSync(webpackCacheOf(compileDir)) ? 'own' : 'cold';
  const started = Date.now();
  const { code, cpuSeconds } = await nextBuild(context, ['--experimental-build-mode=compile'], { BRAND: anyBrand, STOREFRONT_COMPILE_DIR: relativeDir }, log);
  const seconds = (Date.now() - started) / 1000;
  return { name, result: finishBuild(compileDir, stamp, code), seconds, cpuSeconds, cache, log };
}

/**
 * Starts a brand's build folder as a copy of its theme's compilation, without the compiler's cache. Next 16.4's compile
 * mode renames the proxy's bundle to middleware.js and its generate mode renames it again (and fails when proxy.js is
 * missing), so the copy gets the name the generate step expects.
 */
export function copyCompilation(compileDir: string, distDir: string): void {
  rmSync(distDir, { recursive: true, force: true });
  const cacheDir = path.join(compileDir, 'cache');
  cpSync(compileDir, distDir, { recursive: true, filter: (source) => source !== cacheDir && path.basename(source) !== STAMP_FILE });
  const serverDir = path.join(distDir, 'server');
  for (const [from, to] of [['middleware.js', 'proxy.js'], ['middleware.js.nft.json', 'proxy.js.nft.json']] as const) {
    if (existsSync(path.join(serverDir, from))) renameSync(path.join(serverDir, from), path.join(serverDir, to));
  }
}

function isUpToDate(context: BuildContext, brand: string): boolean {
  return isBuiltFrom(context.options, path.join(storefrontDir(context.ws), distDirFor(brand, context.options.distTag)), stampFor(context.inputsHash, brand));
}

/** Builds one brand from its theme's compilation: its routes, its pages prerendered for it (`--experimental-build-mode=generate`). */
async function buildBrandFrom(context: BuildContext, brand: string, theme: string): Promise<BrandBuildReport> {
  const { ws, options, inputsHash, logDir } = context;
  const distDir = path.join(storefrontDir(ws), distDirFor(brand, options.distTag));
  const log = path.join(logDir, `${path.basename(distDir)}.log`);
  const started = Date.now();
  copyCompilation(path.join(storefrontDir(ws), compileDirFor(theme, options.distTag)), distDir);
  const { code, cpuSeconds } = await nextBuild(context, ['--experimental-build-mode=generate'], { BRAND: brand }, log);
  const seconds = (Date.now() - started) / 1000;
  return { brand, name: brand, result: finishBuild(distDir, stampFor(inputsHash, brand), code), seconds, cpuSeconds, cache: '-', log };
}

function processorSeconds(file: string): number {
  try {
    const [user = 0, system = 0] = readFileSync(file, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number);
    return user + system;
  } catch {
    return 0;
  }
}

function tail(file: string, lines: number): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** At most `slots` of the tasks given to `run` at once. */
export function limiter(slots: number): <T>(task: () => Promise<T>) => Promise<T> {
  let free = Math.max(1, slots);
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (free === 0) await new Promise<void>((resolve) => waiting.push(resolve));
    else free -= 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    }
  };
}

/** The chosen brands by theme, in the order given; a broken brand file stops the run with its problems. */
function brandsByTheme(ws: Workspace, brands: readonly string[]): Map<string, string[]> {
  const themeOf = new Map(loadAllBrands({ brandsDir: brandsDirFor(storefrontDir(ws)) }).map((brand) => [brand.code, brand.theme.name]));
  const byTheme = new Map<string, string[]>();
  for (const brand of brands) {
    const theme = themeOf.get(brand);
    if (theme === undefined) throw new Error(`Unknown brand ${brand}`);
    byTheme.set(theme, [...(byTheme.get(theme) ?? []), brand]);
  }
  return byTheme;
}

/**
 * Builds every chosen brand: the shared packages' generated code once through turbo, then per theme one compilation
 * that every brand of the theme shares, and per brand its own routes and prerendered pages from a copy of it. `jobs`
 * steps run at once; brands already built from the same inputs are skipped, and so is a theme's compilation when none
 * of its brands needs building. Each step's output goes to node_modules/.cache/storefront-builds/logs/; progress is one
 * line per step, then a summary table. Resolves with the brands' reports (a failed brand does not stop the others).
 */
export async function buildAll(ws: Workspace, options: BuildAllOptions): Promise<BrandBuildReport[]> {
  const started = Date.now();
  let byTheme: Map<string, string[]>;
  try {
    byTheme = brandsByTheme(ws, options.brands);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return options.brands.map((brand) => notRun(brand, 'failed'));
  }
  await generateSharedCode(ws);

  const logDir = path.join(stateDir(ws), 'logs');
  mkdirSync(logDir, { recursive: true });
  const context: BuildContext = { ws, options, inputsHash: await storefrontInputsHash(ws), logDir };
  const total = options.brands.length;
  const brandReports = new Map<string, BrandBuildReport>();
  const compilations: BuildStepReport[] = [];
  const showFailure = (step: BuildStepReport) =>
    console.log(`${tail(step.log, 30)}\n  (whole output: ${path.relative(ws.rootDir, step.log)})`);
  const report = (built: BrandBuildReport) => {
    brandReports.set(built.brand, built);
    const time = built.result === 'up to date' ? '' : ` in ${formatSeconds(built.seconds)}, ${formatSeconds(built.cpuSeconds)} CPU`;
    console.log(`[${brandReports.size}/${total}] ${built.brand} ${built.result}${time}`);
    if (built.result === 'failed' && built.log !== '') showFailure(built);
  };

  const slot = limiter(options.jobs);
  const buildTheme = async (theme: string, brands: readonly string[]) => {
    const stale = brands.filter((brand) => !isUpToDate(context, brand));
    for (const brand of brands.filter((candidate) => !stale.includes(candidate))) report(notRun(brand, 'up to date'));
    if (stale.length === 0) return;
    const compiled = await slot(() => compileTheme(context, theme, stale[0]!));
    compilations.push(compiled);
    const time = compiled.result === 'up to date' ? '' : ` in ${formatSeconds(compiled.seconds)}, ${formatSeconds(compiled.cpuSeconds)} CPU (${compiled.cache} cache)`;
    console.log(`[${theme} theme] compilation ${compiled.result}${time}`);
    if (compiled.result === 'failed') {
      showFailure(compiled);
      for (const brand of stale) report(notRun(brand, 'failed'));
      return;
    }
    await Promise.all(stale.map((brand) => slot(async () => report(await buildBrandFrom(context, brand, theme)))));
  };
  await Promise.all([...byTheme].map(([theme, brands]) => buildTheme(theme, brands)));

  const ordered = options.brands.map((brand) => brandReports.get(brand)!);
  console.log(`\n${summaryTable(compilations, ordered, (Date.now() - started) / 1000)}`);
  return ordered;
}
