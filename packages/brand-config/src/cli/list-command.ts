import { loadAllBrands } from '../node.ts';
import { EXIT_OK, type CliIo } from './io.ts';
import type { BrandConfig } from '../types.ts';

function row(brand: BrandConfig): string[] {
  return [
    brand.code,
    brand.group,
    String(brand.storeId),
    brand.country,
    brand.languages.map((language) => `${language.code} (${language.locale})`).join(', '),
    brand.currency,
  ];
}

/** Pads every column but the last to the widest cell so the lines align. */
export function alignColumns(rows: readonly (readonly string[])[]): string[] {
  const widths = rows.reduce<number[]>((acc, cells) => cells.map((cell, index) => Math.max(acc[index] ?? 0, cell.length)), []);
  return rows.map((cells) => cells.map((cell, index) => (index === cells.length - 1 ? cell : cell.padEnd(widths[index] ?? 0))).join('  ').trimEnd());
}

export function listCommand(io: CliIo): number {
  const brands = loadAllBrands(io.brandsDir === undefined ? {} : { brandsDir: io.brandsDir });
  for (const line of alignColumns(brands.map(row))) io.out(line);
  return EXIT_OK;
}
