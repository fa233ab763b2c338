import { BRAND_GROUPS, type PaymentLogoKind } from '../codes.ts';
import { choiceCardSvg, decorationSvg, paymentBadgeSvg, trustMarkSvg } from './svg.ts';

const PAYMENT_NAMES = {
  EPS: 'EPS', amex: 'American Express', bancontact: 'Bancontact', belfius: 'Belfius', blik: 'BLIK', 'carte bancaire': 'Carte Bancaire',
  ideal: 'iDEAL', invoice: 'Invoice', kbccbc: 'KBC/CBC', mastercard: 'Mastercard', paypal: 'PayPal', secure: 'Secure', visa: 'VISA',
} as const satisfies Record<PaymentLogoKind, string>;

const TRUST_MARKS = { 'trusted-shops': 'Trusted Shops', 'secure-checkout': 'Secure checkout', 'thuiswinkel-waarborg': 'Thuiswinkel Waarborg' };

/** Files under brands/_shared/assets/, by path relative to that folder. */
export function sharedAssetFiles(): Record<string, string> {
  const files: Record<string, string> = { 'choice-card.svg': choiceCardSvg() };
  for (const [kind, name] of Object.entries(PAYMENT_NAMES)) {
    files[`payment/${kind.replace(' ', '-')}.svg`] = paymentBadgeSvg(kind as PaymentLogoKind, name);
  }
  for (const [file, name] of Object.entries(TRUST_MARKS)) files[`trust/${file}.svg`] = trustMarkSvg(name);
  for (const group of BRAND_GROUPS) files[`decorations/${group.toLowerCase()}-header.svg`] = decorationSvg(group);
  return files;
}
