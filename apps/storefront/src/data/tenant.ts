import type { BrandConfig } from '@shop/brand-config';
import type { UserDataInput } from '@shop/graphql/operations';
import { currentBrand } from '../brand/current-brand.ts';
import { requireStoreLanguage } from '../routing/languages.ts';

/** The tenant context every operation carries (spec: userData on every call). Guests never hold a redeem token here. */
export type TenantUserData = Required<Pick<UserDataInput, 'language' | 'storeID' | 'countryCode'>> & { readonly redeemToken: null };

export interface TenantHeaders {
  readonly store: string;
  readonly language: string;
  readonly country: string;
  readonly [name: string]: string;
}

export function userDataFor(lang: string, brand: BrandConfig = currentBrand): TenantUserData {
  const language = requireStoreLanguage(lang, brand);
  return { language: language.code, storeID: brand.storeId, countryCode: brand.country, redeemToken: null };
}

/** Sent next to userData so the API can refuse a request that mixes two stores. */
export function tenantHeaders(lang: string, brand: BrandConfig = currentBrand): TenantHeaders {
  const userData = userDataFor(lang, brand);
  return { store: String(userData.storeID), language: userData.language, country: userData.countryCode };
}

/** Variables of an operation as callers pass them: everything except the injected userData. */
export type CallerVariables<Variables> = Omit<Variables, 'userData'>;

export function withUserData<Variables extends { userData: UserDataInput }>(
  lang: string,
  variables: CallerVariables<Variables>,
  brand: BrandConfig = currentBrand,
): Variables {
  return { ...variables, userData: userDataFor(lang, brand) } as Variables;
}
