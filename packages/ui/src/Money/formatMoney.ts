// Money is formatted by the one money module; the component library re-exports it for its components and callers.
export { formatMoney, minorUnitDigits, MONEY_DISPLAYS, type FormatMoneyOptions, type MoneyDisplay } from '@shop/money';
