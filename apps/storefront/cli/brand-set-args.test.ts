import { describe, expect, it } from 'vitest';
import { BUILD_ALL_COMMAND, SMOKE_COMMAND, parseBrandSetArgs } from './brand-set-args.ts';

const BRANDS = ['CBDE', 'GCSIE', 'GCSNL'];

describe('build:all and smoke command lines', () => {
  it('builds every brand when none is named', () => {
    const parsed = parseBrandSetArgs([], BRANDS, BUILD_ALL_COMMAND);
    expect(parsed).toEqual({ ok: true, options: { brands: BRANDS, distTag: undefined, jobs: 2, force: false } });
  });

  it('takes repeated and comma-separated brands, in any case, once each', () => {
    const parsed = parseBrandSetArgs(['--brand', 'gcsnl,CBDE', '--brand=GCSNL', '--jobs', '3', '--tag', 'ci', '--force'], BRANDS, BUILD_ALL_COMMAND);
    expect(parsed).toEqual({ ok: true, options: { brands: ['GCSNL', 'CBDE'], distTag: 'ci', jobs: 3, force: true } });
  });

  it('makes the smoke name its storefronts', () => {
    const parsed = parseBrandSetArgs([], BRANDS, SMOKE_COMMAND);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toContain('--brand CODE (repeatable) or --all');
    expect(parseBrandSetArgs(['--all'], BRANDS, SMOKE_COMMAND)).toMatchObject({ ok: true, options: { brands: BRANDS } });
  });

  it('rejects an unknown brand with the valid codes, and a bad job count', () => {
    const unknown = parseBrandSetArgs(['--brand', 'XX'], BRANDS, SMOKE_COMMAND);
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.message).toContain('Unknown brand "XX". Valid codes: CBDE, GCSIE, GCSNL');
    expect(parseBrandSetArgs(['--jobs', '0'], BRANDS, BUILD_ALL_COMMAND).ok).toBe(false);
    expect(parseBrandSetArgs(['--all', '--brand', 'CBDE'], BRANDS, SMOKE_COMMAND).ok).toBe(false);
  });
});
