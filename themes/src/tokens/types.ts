import type { ThemeVars } from '../contract.css.ts';

type MapLeafNodes<Obj, Leaf> = {
  [Key in keyof Obj]: Obj[Key] extends string ? Leaf : MapLeafNodes<Obj[Key], Leaf>;
};

/** Concrete values for every variable of the theme contract: same shape as `vars`, string leaves. */
export type ThemeTokens = MapLeafNodes<ThemeVars, string>;

export type DeepPartial<T> = {
  [Key in keyof T]?: T[Key] extends string ? T[Key] : DeepPartial<T[Key]>;
};

/** What a brand config may override: any subset of the tokens. */
export type ThemeTokenOverrides = DeepPartial<ThemeTokens>;
