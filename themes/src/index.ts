export * from './contract.ts';
export * from './tokens.ts';
export { brandInlineVars } from './brandInlineVars.ts';
export { cbTheme } from './themes/cb.css.ts';
export { ckTheme } from './themes/ck.css.ts';
export { gcsTheme } from './themes/gcs.css.ts';
export { themeClassByName } from './themeClasses.ts';
