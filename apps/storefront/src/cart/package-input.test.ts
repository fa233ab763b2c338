import { describe, expect, it } from 'vitest';
import { deliveryKindInput, packageIdInput } from './package-input.ts';

describe('cart action inputs', () => {
  it('takes package ids as the API does: decimal record ids', () => {
    expect(packageIdInput.safeParse('41').success).toBe(true);
    for (const id of ['', 'p-1', '41 ', '1234567890']) expect(packageIdInput.safeParse(id).success, id).toBe(false);
  });

  it('takes the shared delivery kinds only', () => {
    expect(deliveryKindInput.options).toEqual(['DIGITAL', 'PHYSICAL']);
    expect(deliveryKindInput.safeParse('EMAIL').success).toBe(false);
  });
});
