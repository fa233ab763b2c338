import { describe, expect, it } from 'vitest';
import { groupedIban } from './iban.ts';

describe('groupedIban', () => {
  it('writes an IBAN in groups of four, whatever spacing it came with', () => {
    expect(groupedIban('NL21SAND0123456789')).toBe('NL21 SAND 0123 4567 89');
    expect(groupedIban(' IE29 AIBK93115212345678 ')).toBe('IE29 AIBK 9311 5212 3456 78');
  });
});
