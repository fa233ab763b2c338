import { API_ERROR_CODES } from '@shop/graphql';
import { ApiFailure, apiError, invalidInput } from '../errors.ts';
import type { TenantBrand, TenantLanguage } from './brands.ts';

export interface UserData {
  readonly language: string;
  readonly storeID: number;
  readonly countryCode: string;
  readonly redeemToken?: string | null;
}

/** The store and language one request acts for; every query filters by `storeId`. */
export interface Tenant {
  readonly brand: TenantBrand;
  readonly storeId: number;
  readonly language: TenantLanguage;
  readonly currency: string;
}

export class BrandRegistry {
  private readonly byStoreId: ReadonlyMap<number, TenantBrand>;
  readonly allowedOrigins: ReadonlySet<string>;

  constructor(readonly brands: readonly TenantBrand[]) {
    this.byStoreId = new Map(brands.map((brand) => [brand.storeId, brand]));
    this.allowedOrigins = new Set(brands.flatMap((brand) => brand.origins));
  }

  byStore(storeId: number): TenantBrand | undefined {
    return this.byStoreId.get(storeId);
  }
}

const MAX_TOKEN_LENGTH = 4096;

const sameCode = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The store's language named by its code or locale, in any case. */
function findLanguage(brand: TenantBrand, requested: string): TenantLanguage | undefined {
  return brand.languages.find((language) => sameCode(language.code, requested) || sameCode(language.locale, requested));
}

/** A header the client sent that names another store, language or country than `userData` (4003). */
function mismatch(header: string, sent: string, expected: string, parameter: string): ApiFailure {
  return new ApiFailure(
    apiError(API_ERROR_CODES.STORE_MISMATCH, `The ${header} (${sent.slice(0, 12)}) does not match ${expected}.`, parameter),
  );
}

/**
 * Resolves the tenant of an operation from `userData` (whose country must be the store's), cross-checked with the
 * `store`, `language` and `country` headers when the client sends them, so a request can never mix two stores.
 */
export function resolveTenant(registry: BrandRegistry, userData: UserData, headers: Headers): Tenant {
  const brand = registry.byStore(userData.storeID);
  if (!brand) {
    throw new ApiFailure(
      apiError(API_ERROR_CODES.UNKNOWN_STORE, `Store ${userData.storeID} does not exist.`, 'userData.storeID'),
    );
  }
  const headerStore = headers.get('store');
  if (headerStore !== null && headerStore.trim() !== String(userData.storeID)) {
    throw mismatch('store header', headerStore, `userData.storeID (${userData.storeID})`, 'store');
  }
  const language = findLanguage(brand, userData.language);
  if (!language) {
    const offered = brand.languages.map((l) => l.code).join(', ');
    throw new ApiFailure(
      apiError(
        API_ERROR_CODES.UNSUPPORTED_LANGUAGE,
        `Store ${brand.storeId} does not offer language '${userData.language.slice(0, 12)}'; choose one of: ${offered}.`,
        'userData.language',
      ),
    );
  }
  const headerLanguage = headers.get('language');
  if (headerLanguage !== null && findLanguage(brand, headerLanguage) !== language) {
    throw mismatch('language header', headerLanguage, `userData.language (${language.code})`, 'language');
  }
  if (!/^[A-Za-z]{2}$/.test(userData.countryCode)) {
    throw invalidInput('userData.countryCode', 'Country code must be a two-letter ISO code.');
  }
  if (!sameCode(userData.countryCode, brand.country)) {
    throw mismatch('country code', userData.countryCode, `the country of store ${brand.storeId} (${brand.country})`, 'userData.countryCode');
  }
  const headerCountry = headers.get('country');
  if (headerCountry !== null && !sameCode(headerCountry, brand.country)) {
    throw mismatch('country header', headerCountry, `the country of store ${brand.storeId} (${brand.country})`, 'country');
  }
  if ((userData.redeemToken?.length ?? 0) > MAX_TOKEN_LENGTH) {
    throw invalidInput('userData.redeemToken', 'Redeem token is too long.');
  }
  return { brand, storeId: brand.storeId, language, currency: brand.currency };
}
