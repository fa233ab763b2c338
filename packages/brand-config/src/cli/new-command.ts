import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { writeBrandLogos } from '../assets/write-assets.ts';
import { BRAND_GROUPS, LANGUAGE_CODES, type BrandGroup, type LanguageCode } from '../codes.ts';
import { COUNTRIES, isKnownCountry, type CountryCode, type CountryProfile } from '../countries.ts';
import { brandFile, brandsDir, groupDefaultsFile, listBrandCodes, SHARED_DEFAULTS_FILE, validateBrandFiles } from '../node.ts';
import { formatProblem } from '../problems.ts';
import { EXIT_OK, EXIT_PROBLEMS, UsageError, type CliIo } from './io.ts';

/** Domain names each group's storefronts use, before the country's suffix. */
const GROUP_DOMAIN = { CB: 'cadeaubon', CK: 'cadeaukaart', GCS: 'giftcardshop' } as const satisfies Record<BrandGroup, string>;
/** The storefront whose operating company runs a new storefront until it has its own. */
const GROUP_HOME_BRAND = { CB: 'CB', CK: 'CK', GCS: 'GCSNL' } as const satisfies Record<BrandGroup, string>;

export interface NewBrandRequest {
  readonly code: string;
  readonly group: BrandGroup;
  readonly country: CountryCode;
  /** The storefront's languages, default first; the country's when not given. */
  readonly languages?: readonly { readonly code: LanguageCode; readonly locale: string }[];
  /** ISO 4217; the country's when not given. */
  readonly currency?: string;
}

const VALUE_FLAGS = ['--group', '--country', '--languages', '--currency'] as const;

function parseLanguages(value: string, country: CountryCode): NonNullable<NewBrandRequest['languages']> {
  const codes = value.split(',').map((code) => code.trim().toLowerCase()).filter(Boolean);
  if (codes.length === 0) throw new UsageError('--languages needs at least one language code');
  if (new Set(codes).size !== codes.length) throw new UsageError(`--languages lists a language twice: ${value}`);
  return codes.map((code) => {
    if (!(LANGUAGE_CODES as readonly string[]).includes(code)) {
      throw new UsageError(`unknown language "${code}"; languages: ${LANGUAGE_CODES.join(', ')}`);
    }
    return { code: code as LanguageCode, locale: `${code}-${country}` };
  });
}

function parseCurrency(value: string): string {
  const currency = value.toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency) || !Intl.supportedValuesOf('currency').includes(currency)) {
    throw new UsageError(`unknown currency "${value}"; give an ISO 4217 code such as EUR`);
  }
  return currency;
}

export function parseNewArgs(args: readonly string[]): NewBrandRequest {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] as string;
    if ((VALUE_FLAGS as readonly string[]).includes(arg)) {
      const value = args[index + 1];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`${arg} needs a value`);
      flags[arg.slice(2)] = value;
      index += 1;
    } else if (arg.startsWith('--')) {
      throw new UsageError(`unknown option ${arg}`);
    } else {
      positional.push(arg);
    }
  }
  if (positional.length !== 1) throw new UsageError('new needs exactly one brand code');
  const code = positional[0] as string;
  if (!/^[A-Z]{2,6}$/.test(code)) throw new UsageError(`brand code "${code}" must be 2 to 6 capital letters`);
  const group = flags['group'];
  if (group === undefined) throw new UsageError('--group is required');
  if (!(BRAND_GROUPS as readonly string[]).includes(group)) throw new UsageError(`unknown group "${group}"; groups: ${BRAND_GROUPS.join(', ')}`);
  const country = flags['country']?.toUpperCase();
  if (country === undefined) throw new UsageError('--country is required');
  if (!isKnownCountry(country)) throw new UsageError(`unknown country "${country}"; known: ${Object.keys(COUNTRIES).join(', ')}`);
  return {
    code,
    group: group as BrandGroup,
    country,
    ...(flags['languages'] === undefined ? {} : { languages: parseLanguages(flags['languages'], country) }),
    ...(flags['currency'] === undefined ? {} : { currency: parseCurrency(flags['currency']) }),
  };
}

const readJson = (path: string): Record<string, unknown> => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;

function nextStoreId(dir: string): number {
  const ids = listBrandCodes({ brandsDir: dir }).map((code) => {
    try {
      const storeId = readJson(join(dir, brandFile(code)))['storeId'];
      return typeof storeId === 'number' ? storeId : 0;
    } catch {
      return 0;
    }
  });
  return Math.max(0, ...ids) + 1;
}

/**
 * The postcode's label in each of the storefront's languages: the country's own word in that language, else the word
 * of the country's first language, for the brand manager to translate (the file stays valid meanwhile).
 */
function postcodeLabels(country: CountryProfile, languages: readonly { readonly code: LanguageCode }[]): Record<string, string> {
  const labels: Readonly<Partial<Record<LanguageCode, string>>> = country.postcode.label;
  const fallback = labels[country.languages[0]!.code] ?? '';
  return Object.fromEntries(languages.map((language) => [language.code, labels[language.code] ?? fallback]));
}

/** The smallest brand file that resolves to a valid configuration for a new storefront. */
export function scaffoldBrandFile(dir: string, request: NewBrandRequest): Record<string, unknown> {
  const country = COUNTRIES[request.country];
  const storeId = nextStoreId(dir);
  const domain = `www.${GROUP_DOMAIN[request.group]}${country.domainSuffix}`;
  const shared = readJson(join(dir, SHARED_DEFAULTS_FILE));
  const group = readJson(join(dir, groupDefaultsFile(request.group)));
  const home = readJson(join(dir, brandFile(GROUP_HOME_BRAND[request.group])));
  const languages = request.languages ?? country.languages;
  const currency = request.currency ?? country.currency;
  const routes = (shared['routes'] as Record<string, Record<string, string>>)[languages[0]?.code ?? 'en'] ?? {};
  const path = (screen: string) => routes[screen] ?? '/';
  const family = ((group['countriesCombinations'] as { country?: unknown }[] | undefined) ?? [])
    .filter((entry) => entry.country !== request.country);
  return {
    $schema: '../brand.schema.json',
    code: request.code,
    extends: request.group,
    storeId,
    country: request.country,
    currency,
    vatRateBasisPoints: country.vatRateBasisPoints,
    domain,
    languages,
    organization: { ...(home['organization'] as Record<string, unknown>), email: `service@${domain.replace(/^www\./, '')}` },
    countryRules: { callingCode: country.callingCode, postcode: { ...country.postcode, label: postcodeLabels(country, languages) } },
    // Card numbers carry the store id, so every store issues from its own number range.
    giftCards: { numberPrefix: `628${String(storeId).padStart(4, '0')}` },
    countriesCombinations: [
      ...family,
      {
        country: request.country,
        url: `https://${domain}/`,
        currency,
        languages: languages.map((language, index) => ({ code: language.code, isDefault: index === 0 })),
      },
    ],
    redirects: {
      privacy: path('cookiesPrivacyStatement'),
      redeemPrivacy: path('cookiesPrivacyStatement'),
      terms: path('termsConditions'),
      oldCustomerSupport: `https://${domain}${path('contact')}`,
      promoPopup: path('productList'),
      businessPage: path('business'),
    },
  };
}

export function newCommand(args: readonly string[], io: CliIo): number {
  const request = parseNewArgs(args);
  const dir = brandsDir(io.brandsDir);
  const target = join(dir, brandFile(request.code));
  if (existsSync(join(dir, request.code))) {
    io.err(`brand ${request.code} already exists (${relative(process.cwd(), target) || target}); choose another code`);
    return EXIT_PROBLEMS;
  }
  const file = scaffoldBrandFile(dir, request);
  mkdirSync(join(dir, request.code), { recursive: true });
  writeFileSync(target, `${JSON.stringify(file, null, 2)}\n`);
  const groupName = readJson(join(dir, groupDefaultsFile(request.group)))['name'];
  writeBrandLogos(dir, { code: request.code, group: request.group, name: typeof groupName === 'string' ? groupName : request.code, country: request.country });
  const problems = validateBrandFiles([target], { brandsDir: dir });
  if (problems.length > 0) {
    for (const problem of problems) io.out(formatProblem(problem));
    return EXIT_PROBLEMS;
  }
  io.out(`created ${relative(process.cwd(), target)} (store id ${String(file['storeId'])}) with logos in ${relative(process.cwd(), join(dir, request.code, 'assets'))}`);
  for (const line of nextSteps(request.code, relative(process.cwd(), target))) io.out(line);
  return EXIT_OK;
}

/** What a brand manager does next: nothing else in the code names a storefront. */
function nextSteps(code: string, file: string): string[] {
  return [
    'next steps:',
    `  1. fill in ${file}: the shop's name, domain, organisation and contact details, then check it with`,
    '     npm run brand -- validate',
    `  2. run it with everything it needs (its catalogue is seeded when the API starts): npm start -- --brand ${code}`,
    `  3. build it for production: npm run build -- --brand ${code}`,
  ];
}
