import { currentBrand } from '../../brand/current-brand.ts';

/** Activation takes only the card numbers this store issues (spec §8 activation: 'card prefix not allowed'). */
export function activationPrefixes(): readonly string[] {
  return [currentBrand.giftCards.numberPrefix];
}
