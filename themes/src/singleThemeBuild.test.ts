import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupTokens } from './groups.ts';

const fixtureEntry = (name: string) =>
  fileURLToPath(new URL(`./__fixtures__/${name}/entry.ts`, import.meta.url));

const outDirs: string[] = [];

/** Bundles a fixture app the way a storefront build would and returns the CSS it ships. */
async function buildCss(name: string): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), `themes-${name}-`));
  outDirs.push(outDir);
  await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [vanillaExtractPlugin()],
    build: {
      outDir,
      emptyOutDir: true,
      lib: { entry: fixtureEntry(name), formats: ['es'], fileName: 'entry' },
      cssCodeSplit: false,
    },
  });
  const cssFiles = (await readdir(outDir)).filter((file) => file.endsWith('.css'));
  return (await Promise.all(cssFiles.map((file) => readFile(join(outDir, file), 'utf8')))).join('\n');
}

let css = '';
let contractCss = '';

beforeAll(async () => {
  css = await buildCss('storefront');
  contractCss = await buildCss('contractConsumer');
}, 60_000);

afterAll(async () => {
  await Promise.all(outDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('a storefront build', () => {
  it('emits its brand theme on :root with the brand override and the group tokens', () => {
    expect(css).toMatch(/:root\s*\{/);
    expect(css).toContain('#123456');
    expect(css).toContain(groupTokens.CK.color.surface);
    expect(css).toContain(groupTokens.CK.color.textMuted);
  });

  it('ships no other group theme', () => {
    for (const other of [groupTokens.CB, groupTokens.GCS]) {
      expect(css).not.toContain(other.color.brand);
      expect(css).not.toContain(other.color.textMuted);
      expect(css).not.toContain(other.color.surfaceMuted);
    }
  });

  it('includes the global base styles with a visible focus ring', () => {
    expect(css).toContain(':focus-visible');
    expect(css).toContain('prefers-reduced-motion');
  });
});

describe('a component reading tokens from @shop/themes/contract', () => {
  it('does not pull any group theme into the bundle', () => {
    expect(contractCss).toMatch(/border-radius:var\(--/);
    for (const tokens of Object.values(groupTokens)) {
      expect(contractCss).not.toContain(tokens.color.brand);
      expect(contractCss).not.toContain(tokens.color.textMuted);
    }
  });
});
