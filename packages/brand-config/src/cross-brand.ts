import type { Problem } from './problems.ts';
import type { BrandConfig } from './types.ts';

export interface BrandInFile {
  readonly file: string;
  readonly config: BrandConfig;
}

/** A value that tells one brand from every other: two brands whose values clash cannot both be served. */
interface Distinct {
  readonly pointer: string;
  readonly what: string;
  readonly value: (config: BrandConfig) => string;
  readonly clash: (a: string, b: string) => boolean;
}

const equal = (a: string, b: string) => a === b;

const DISTINCT_VALUES: readonly Distinct[] = [
  // The tenant of every API call.
  { pointer: '/storeId', what: 'store id', value: (config) => String(config.storeId), clash: equal },
  // The host a storefront answers on; host names are case-insensitive.
  { pointer: '/domain', what: 'domain', value: (config) => config.domain.toLowerCase(), clash: equal },
  // A card number is recognised by its leading digits: a number starting with both prefixes would belong to two stores.
  {
    pointer: '/giftCards/numberPrefix',
    what: 'card number prefix',
    value: (config) => config.giftCards.numberPrefix,
    clash: (a, b) => a.startsWith(b) || b.startsWith(a),
  },
];

function clashMessage(rule: Distinct, own: string, other: string, otherFile: string): string {
  return own === other
    ? `${rule.what} ${own} is also the ${rule.what} of ${otherFile}`
    : `${rule.what} ${own} overlaps the ${rule.what} ${other} of ${otherFile}`;
}

/**
 * Values no two brands may share (store id, domain, card number prefix). A clash is reported on each brand's file,
 * naming the other file, so validating either file alone shows it.
 */
export function checkDistinctBrands(brands: readonly BrandInFile[]): Problem[] {
  const problems: Problem[] = [];
  for (const rule of DISTINCT_VALUES) {
    const values = brands.map((brand) => rule.value(brand.config));
    brands.forEach((brand, index) => {
      brands.forEach((other, otherIndex) => {
        const own = values[index] as string;
        const theirs = values[otherIndex] as string;
        if (otherIndex === index || !rule.clash(own, theirs)) return;
        problems.push({ file: brand.file, pointer: rule.pointer, message: clashMessage(rule, own, theirs, other.file) });
      });
    });
  }
  return problems;
}
