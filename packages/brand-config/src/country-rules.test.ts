import { describe, expect, it } from 'vitest';
import { postcodeRuleIn } from './country-rules.ts';
import { loadBrand } from './node.ts';

describe('postcodeRuleIn', () => {
  it('names the postcode in the language the shopper reads the store in', () => {
    const belgium = loadBrand('CBBE');
    expect(postcodeRuleIn(belgium, 'nl')).toEqual({ required: true, label: 'Postcode', pattern: '^[1-9][0-9]{3}$', example: '1000' });
    expect(postcodeRuleIn(belgium, 'fr').label).toBe('Code postal');
    expect(postcodeRuleIn(loadBrand('CBCH'), 'it').label).toBe('NPA');
  });

  it('reads a language the store does not offer in its default language', () => {
    expect(postcodeRuleIn(loadBrand('CBCA'), 'de').label).toBe('Postal code');
  });
});
