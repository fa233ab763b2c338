import { loadBrand } from '@shop/brand-config/node';
import { describe, expect, it } from 'vitest';
import { digitalCheckout } from '../__fixtures__/checkoutInput.ts';
import { tenantFromBrandConfig } from '../tenancy/fromBrandConfig.ts';
import type { Tenant } from '../tenancy/tenant.ts';
import { checkDetails } from './checkoutFields.ts';

/** The Belgian store (Dutch and French) as a request in `languageCode` acts for it. */
function belgianStoreIn(languageCode: 'nl' | 'fr'): Tenant {
  const brand = tenantFromBrandConfig(loadBrand('CBBE'));
  const language = brand.languages.find((candidate) => candidate.code === languageCode)!;
  return { brand, storeId: brand.storeId, language, currency: brand.currency };
}

const withPostcode = (postCode: string) => ({
  ...digitalCheckout([]),
  deliveryMode: 'DEFAULT' as const,
  physicalDeliveries: [{ address: { firstName: 'Lotte', lastName: 'Peeters', street: 'Rue Neuve', houseNumber: '12', postCode, city: 'Bruxelles', countryCode: 'BE' } }],
});

const refusalOf = (tenant: Tenant, postCode: string) => {
  try {
    checkDetails(tenant, withPostcode(postCode));
    return null;
  } catch (error) {
    return (error as { apiError?: unknown }).apiError ?? error;
  }
};

describe('the postcode in a store of two languages', () => {
  it('is named in the language of the request: Code postal in French, Postcode in Dutch', () => {
    expect(refusalOf(belgianStoreIn('fr'), '12')).toMatchObject({
      code: 4000,
      message: "Le format du champ Code postal n'est pas correct",
      referencedRequestParameter: 'checkout.physicalDeliveries.0.address.postCode',
    });
    expect(refusalOf(belgianStoreIn('nl'), '12')).toMatchObject({ message: 'Postcode heeft niet het juiste formaat' });
    expect(refusalOf(belgianStoreIn('fr'), '1000')).toBeNull();
  });
});
