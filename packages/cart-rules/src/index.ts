export * from '@shop/money';
export * from './cart.ts';
export * from './limits.ts';
export * from './totals.ts';
export * from './basketCaps.ts';
