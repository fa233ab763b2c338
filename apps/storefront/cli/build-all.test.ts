import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyCompilation, limiter, summaryTable, type BrandBuildReport, type BuildStepReport } from './build-all.ts';

let workDir: string;

beforeEach(() => {
  workDir = mkdtempSync(path.join(tmpdir(), 'build-all-'));
});

afterEach(() => {
  rmSync(workDir, { recursive: true, force: true });
});

function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

describe("a brand's build folder made from its theme's compilation", () => {
  it('holds the compiled bundle without the compiler cache or the stamp, and the proxy under the name the generate step expects', () => {
    const compiled = path.join(workDir, '.compiled-GCS');
    write(path.join(compiled, 'BUILD_ID'), 'abc');
    write(path.join(compiled, 'build-inputs.txt'), 'hash GCS theme\n');
    write(path.join(compiled, 'cache', 'webpack', 'pack'), 'large');
    write(path.join(compiled, 'server', 'middleware.js'), 'proxy bundle');
    write(path.join(compiled, 'server', 'middleware.js.nft.json'), '{"files":[]}');
    write(path.join(compiled, 'static', 'chunks', 'main.js'), 'chunk');
    const brandDir = path.join(workDir, 'GCSNL');
    write(path.join(brandDir, 'server', 'app', 'stale.html'), 'an earlier build');

    copyCompilation(compiled, brandDir);

    expect(readFileSync(path.join(brandDir, 'BUILD_ID'), 'utf8')).toBe('abc');
    expect(readFileSync(path.join(brandDir, 'static', 'chunks', 'main.js'), 'utf8')).toBe('chunk');
    expect(readFileSync(path.join(brandDir, 'server', 'proxy.js'), 'utf8')).toBe('proxy bundle');
    expect(existsSync(path.join(brandDir, 'server', 'proxy.js.nft.json'))).toBe(true);
    expect(existsSync(path.join(brandDir, 'server', 'middleware.js'))).toBe(false);
    expect(existsSync(path.join(brandDir, 'cache'))).toBe(false);
    expect(existsSync(path.join(brandDir, 'build-inputs.txt'))).toBe(false);
    expect(existsSync(path.join(brandDir, 'server', 'app', 'stale.html'))).toBe(false);
    // The compilation itself is left as it was, for the theme's other brands.
    expect(existsSync(path.join(compiled, 'server', 'middleware.js'))).toBe(true);
  });
});

describe('the build steps running at once', () => {
  it('never exceed the slots, and every task runs', async () => {
    const slot = limiter(2);
    let running = 0;
    let most = 0;
    const done = await Promise.all(
      Array.from({ length: 7 }, (_, index) =>
        slot(async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          running -= 1;
          return index;
        }),
      ),
    );
    expect(done).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(most).toBe(2);
  });

  it('free a slot when a task fails', async () => {
    const slot = limiter(1);
    await expect(slot(() => Promise.reject(new Error('failed build')))).rejects.toThrow('failed build');
    await expect(slot(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});

describe('the summary table', () => {
  const step = (name: string, result: BuildStepReport['result'], seconds: number, cpuSeconds: number, cache: BuildStepReport['cache'] = '-') =>
    ({ name, result, seconds, cpuSeconds, cache, log: '' }) satisfies BuildStepReport;
  const brand = (code: string, result: BuildStepReport['result'], seconds: number, cpuSeconds: number): BrandBuildReport => ({ ...step(code, result, seconds, cpuSeconds), brand: code });

  it('lists each compilation and brand, then counts and totals what ran', () => {
    const table = summaryTable(
      [step('GCS theme', 'built', 67, 71, 'cold')],
      [brand('GCSIE', 'built', 4, 3), brand('GCSNL', 'up to date', 0, 0), brand('GCSUK', 'failed', 5, 2)],
      80,
    );
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^Step\s+Result\s+Cache\s+Time\s+CPU$/);
    expect(lines).toContainEqual(expect.stringMatching(/^GCS theme\s+built\s+cold\s+1m07s\s+1m11s$/));
    expect(lines).toContainEqual(expect.stringMatching(/^GCSNL\s+up to date\s+-\s+-\s+-$/));
    expect(lines).toContainEqual(expect.stringMatching(/^GCSUK\s+failed\s+-\s+5s\s+2s$/));
    expect(lines.at(-1)).toBe('1 built, 1 up to date, 1 failed in 1m20s; 1 theme compilation and 1 brand build took 1m11s together and 1m14s of processor time');
  });
});
