export * from './currency.ts';
export * from './format.ts';
export * from './money.ts';
