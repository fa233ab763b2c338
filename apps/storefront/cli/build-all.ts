import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { distDirFor } from '../build/dist-dir.ts';
import { runToCompletion } from './processes.ts';
import type { Workspace } from './storefront-command.ts';

export interface BuildAllOptions {
  readonly brands: readonly string[];
  /** Brand builds running at once. */
  readonly jobs: number;
  readonly distTag?: string;
  /** Rebuilds brands whose build is up to date. */
  readonly force: boolean;
}

export type BrandBuildResult = 'built' | 'up to date' | 'failed';

export interface BrandBuildReport {
  readonly brand: string;
  readonly result: BrandBuildResult;
  readonly seconds: number;
  /** Processor time the build used (user and system): what it costs, however busy the machine was. */
  readonly cpuSeconds: number;
  /**
   * Whether the build started from the webpack cache of its own earlier build or from none. Never from another brand's:
   * webpack's cache does not know which brand a module was built for, and a brand built from another's cache shipped
   * that brand's theme in its style sheet as well as its own.
   */
  readonly cache: 'own' | 'cold' | '-';
  readonly log: string;
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

/** The summary printed at the end: one row per brand, then the totals. */
export function summaryTable(reports: readonly BrandBuildReport[], wallSeconds: number): string {
  const rows = [
    ['Brand', 'Result', 'Cache', 'Time', 'CPU'],
    ...reports.map((r) => [r.brand, r.result, r.cache, ...(r.result === 'up to date' ? ['-', '-'] : [formatSeconds(r.seconds), formatSeconds(r.cpuSeconds)])]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: readonly string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd();
  const built = reports.filter((r) => r.result === 'built');
  const failed = reports.filter((r) => r.result === 'failed');
  const buildSeconds = built.reduce((total, r) => total + r.seconds, 0);
  const cpuSeconds = built.reduce((total, r) => total + r.cpuSeconds, 0);
  return [
    line(rows[0]!),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.slice(1).map(line),
    '',
    `${built.length} built, ${reports.length - built.length - failed.length} up to date, ${failed.length} failed in ${formatSeconds(wallSeconds)}` +
      (built.length > 0
        ? `; the builds took ${formatSeconds(buildSeconds)} together (${formatSeconds(buildSeconds / built.length)} each on average)` +
          ` and ${formatSeconds(cpuSeconds)} of processor time (${formatSeconds(cpuSeconds / built.length)} each)`
        : ''),
  ].join('\n');
}

interface BrandBuildContext {
  readonly ws: Workspace;
  readonly options: BuildAllOptions;
  readonly inputsHash: string;
  readonly logDir: string;
}

async function buildOne(context: BrandBuildContext, brand: string): Promise<BrandBuildReport> {
  const { ws, options, inputsHash, logDir } = context;
  const appDir = storefrontDir(ws);
  const distDir = path.join(appDir, distDirFor(brand, options.distTag));
  const stamp = stampFor(inputsHash, brand);
  const log = path.join(logDir, `${path.basename(distDir)}.log`);
  if (!options.force && existsSync(path.join(distDir, 'BUILD_ID')) && readStamp(distDir) === stamp) {
    return { brand, result: 'up to date', seconds: 0, cpuSeconds: 0, cache: '-', log };
  }

  rmSync(path.join(distDir, STAMP_FILE), { force: true });
  const cache: BrandBuildReport['cache'] = existsSync(webpackCacheOf(distDir)) ? 'own' : 'cold';

  const started = Date.now();
  const logStream = createWriteStream(log);
  const cpuFile = `${log}.cpu`;
  const code = await new Promise<number>((resolve) => {
    // GNU time reports the processor time of next and all its workers.
    const child = spawn('/usr/bin/time', ['-f', '%U %S', '-o', cpuFile, path.join(ws.rootDir, 'node_modules', '.bin', 'next'), 'build', '--webpack'], {
      cwd: appDir,
      env: {
        ...withoutBrandEnv(),
        BRAND: brand,
        NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: serverActionsKey(ws),
        ...(options.distTag ? { STOREFRONT_DIST_TAG: options.distTag } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(logStream, { end: false });
    child.stderr.pipe(logStream, { end: false });
    child.once('error', () => resolve(127));
    child.once('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  await new Promise((resolve) => logStream.end(resolve));
  const seconds = (Date.now() - started) / 1000;
  const cpuSeconds = processorSeconds(cpuFile);
  if (code !== 0 || !existsSync(path.join(distDir, 'BUILD_ID'))) return { brand, result: 'failed', seconds, cpuSeconds, cache, log };
  writeFileSync(path.join(distDir, STAMP_FILE), stamp);
  return { brand, result: 'built', seconds, cpuSeconds, cache, log };
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

/**
 * Builds every chosen brand: the shared packages' generated code once through turbo, then `next build` per brand, `jobs`
 * at a time, skipping brands already built from the same inputs. Each build's output goes to node_modules/.cache/storefront-builds/logs/; progress is
 * one line per brand, then a summary table. Resolves with the reports (a failed brand does not stop the others).
 */
export async function buildAll(ws: Workspace, options: BuildAllOptions): Promise<BrandBuildReport[]> {
  const started = Date.now();
  await generateSharedCode(ws);

  const logDir = path.join(stateDir(ws), 'logs');
  mkdirSync(logDir, { recursive: true });
  const context: BrandBuildContext = { ws, options, inputsHash: await storefrontInputsHash(ws), logDir };
  const total = options.brands.length;
  const reports = new Map<string, BrandBuildReport>();
  const report = (built: BrandBuildReport) => {
    reports.set(built.brand, built);
    const time = built.result === 'up to date' ? '' : ` in ${formatSeconds(built.seconds)}, ${formatSeconds(built.cpuSeconds)} CPU (${built.cache} cache)`;
    console.log(`[${reports.size}/${total}] ${built.brand} ${built.result}${time}`);
    if (built.result === 'failed') console.log(`${tail(built.log, 30)}\n  (whole output: ${path.relative(ws.rootDir, built.log)})`);
  };

  const queue = [...options.brands];
  const worker = async () => {
    for (let brand = queue.shift(); brand !== undefined; brand = queue.shift()) report(await buildOne(context, brand));
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.jobs, queue.length)) }, worker));

  const ordered = options.brands.map((brand) => reports.get(brand)!);
  console.log(`\n${summaryTable(ordered, (Date.now() - started) / 1000)}`);
  return ordered;
}
