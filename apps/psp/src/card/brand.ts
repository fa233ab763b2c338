/**
 * Card brands recognised by prefix (IIN range) and length. When several rules match a number, the one with the
 * longest prefix wins, so Visa Electron (4026…) beats Visa (4…) and Dankort (5019) is not read as anything else.
 */
export const CARD_BRANDS = {
  visa: { name: 'Visa', cvcLength: 3 },
  mastercard: { name: 'Mastercard', cvcLength: 3 },
  amex: { name: 'American Express', cvcLength: 4 },
  diners: { name: 'Diners Club', cvcLength: 3 },
  discover: { name: 'Discover', cvcLength: 3 },
  jcb: { name: 'JCB', cvcLength: 3 },
  maestro: { name: 'Maestro', cvcLength: 3 },
  electron: { name: 'Visa Electron', cvcLength: 3 },
  dankort: { name: 'Dankort', cvcLength: 3 },
  interpayment: { name: 'InterPayment', cvcLength: 3 },
  unionpay: { name: 'UnionPay', cvcLength: 3 },
} as const satisfies Record<string, { name: string; cvcLength: 3 | 4 }>;

export type CardBrand = keyof typeof CARD_BRANDS;

interface BrandRule {
  readonly brand: CardBrand;
  /** Single prefixes ('34') or inclusive ranges of equal-length prefixes ('51-55'). */
  readonly prefixes: readonly string[];
  readonly lengths: readonly number[];
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, index) => from + index);

export const BRAND_RULES: readonly BrandRule[] = [
  { brand: 'visa', prefixes: ['4'], lengths: [13, 16, 19] },
  { brand: 'electron', prefixes: ['4026', '417500', '4405', '4508', '4844', '4913', '4917'], lengths: [16] },
  { brand: 'mastercard', prefixes: ['51-55', '2221-2720'], lengths: [16] },
  { brand: 'amex', prefixes: ['34', '37'], lengths: [15] },
  { brand: 'diners', prefixes: ['300-305', '309', '36', '38-39'], lengths: range(14, 19) },
  { brand: 'discover', prefixes: ['6011', '644-649', '65'], lengths: range(16, 19) },
  { brand: 'jcb', prefixes: ['3528-3589'], lengths: range(16, 19) },
  { brand: 'jcb', prefixes: ['2131', '1800'], lengths: [15] },
  {
    brand: 'maestro',
    prefixes: ['5018', '5020', '5038', '5612', '5893', '6304', '6759', '6761-6763', '0604', '6390'],
    lengths: range(12, 19),
  },
  { brand: 'dankort', prefixes: ['5019'], lengths: [16] },
  { brand: 'interpayment', prefixes: ['636'], lengths: range(16, 19) },
  { brand: 'unionpay', prefixes: ['62', '88'], lengths: range(16, 19) },
];

/** Every rule prefix as an inclusive numeric range of a fixed width: the form the browser script also uses. */
export interface PrefixRange {
  readonly brand: CardBrand;
  readonly width: number;
  readonly from: number;
  readonly to: number;
  readonly lengths: readonly number[];
}

export const PREFIX_RANGES: readonly PrefixRange[] = BRAND_RULES.flatMap((rule) =>
  rule.prefixes.map((prefix) => {
    const [from, to = from] = prefix.split('-') as [string, string?];
    return { brand: rule.brand, width: from.length, from: Number(from), to: Number(to), lengths: rule.lengths };
  }),
);

function matchingRanges(digits: string): PrefixRange[] {
  return PREFIX_RANGES.filter((candidate) => {
    if (digits.length < candidate.width) return false;
    const head = Number(digits.slice(0, candidate.width));
    return head >= candidate.from && head <= candidate.to;
  });
}

/** The brand a (possibly partial) card number belongs to, by its longest matching prefix; null when none. */
export function detectBrand(input: string): CardBrand | null {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  let best: PrefixRange | null = null;
  for (const candidate of matchingRanges(digits)) {
    if (!best || candidate.width > best.width) best = candidate;
  }
  return best?.brand ?? null;
}

/** The card number lengths allowed for a number with this prefix (the longest matching rule decides). */
export function allowedLengths(digits: string): readonly number[] {
  let best: PrefixRange | null = null;
  for (const candidate of matchingRanges(digits)) {
    if (!best || candidate.width > best.width) best = candidate;
  }
  return best?.lengths ?? [];
}

export function brandName(brand: CardBrand): string {
  return CARD_BRANDS[brand].name;
}
