import type { BrandConfig as GeneratedBrandConfig, BrandDefaults, BrandFile, LinkTarget, MenuLink } from './generated/brand-config.ts';

/** Readonly all the way down; tuples (such as "at least one language") keep their shape. */
export type DeepReadonly<T> = T extends object ? { readonly [Key in keyof T]: DeepReadonly<T[Key]> } : T;

/** A storefront's resolved, validated and frozen configuration. */
export type BrandConfig = DeepReadonly<GeneratedBrandConfig>;
export type BrandLanguage = BrandConfig['languages'][number];
export type RouteTable = NonNullable<BrandConfig['routes']['en']>;
export type MenuColumn = NonNullable<BrandConfig['footerMenu']['en']>[number];

export type { BrandDefaults, BrandFile, LinkTarget, MenuLink };
