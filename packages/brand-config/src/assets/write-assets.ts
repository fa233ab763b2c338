import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { BrandGroup } from '../codes.ts';
import { sharedAssetFiles } from './shared-assets.ts';
import { logoSvg, type LogoSlot } from './svg.ts';

const LOGO_SLOTS: readonly LogoSlot[] = ['main', 'footer', 'business', 'modal'];

function writeFile(path: string, contents: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, contents);
}

/** Writes brands/<CODE>/assets/logo-<slot>.svg for the four logo slots; returns the paths written. */
export function writeBrandLogos(dir: string, brand: { code: string; group: BrandGroup; name: string; country: string }): string[] {
  return LOGO_SLOTS.map((slot) => {
    const path = join(dir, brand.code, 'assets', `logo-${slot}.svg`);
    writeFile(path, logoSvg({ group: brand.group, name: brand.name, country: brand.country, slot }));
    return path;
  });
}

/** Writes the payment badges, trust marks, decorations and choice card image under brands/_shared/assets/. */
export function writeSharedAssets(dir: string): string[] {
  return Object.entries(sharedAssetFiles()).map(([relativePath, contents]) => {
    const path = join(dir, '_shared', 'assets', relativePath);
    writeFile(path, contents);
    return path;
  });
}
