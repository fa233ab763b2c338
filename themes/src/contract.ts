/**
 * The contract alone: what components need to read tokens, without pulling any group's theme
 * CSS into a bundle. Import as `@shop/themes/contract`.
 */
export { vars } from './contract.css.ts';
export type { ThemeVars } from './contract.css.ts';
export { breakpoints, media } from './breakpoints.ts';
export type { Breakpoint } from './breakpoints.ts';
