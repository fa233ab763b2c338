import { describe, expect, it } from 'vitest';
import { BRAND_SCRIPT } from './brandScript.ts';

/** Runs the inline script against the two elements it touches. */
function mount(): { type(value: string): string } {
  const listeners: (() => void)[] = [];
  const input = { value: '', addEventListener: (_type: string, listener: () => void) => listeners.push(listener) };
  const output = { textContent: '' };
  const document = { getElementById: (id: string) => (id === 'number' ? input : id === 'number-brand' ? output : null) };
  new Function('document', BRAND_SCRIPT)(document);
  return {
    type(value) {
      input.value = value;
      for (const listener of listeners) listener();
      return output.textContent;
    },
  };
}

describe('brand detection script', () => {
  it('shows the brand as the shopper types, like the server detects it', () => {
    const field = mount();
    expect(field.type('')).toBe('');
    expect(field.type('4')).toBe('Card type: Visa');
    expect(field.type('4026 00')).toBe('Card type: Visa Electron');
    expect(field.type('3782 822463 10005')).toBe('Card type: American Express');
    expect(field.type('5019 71')).toBe('Card type: Dankort');
    expect(field.type('6200')).toBe('Card type: UnionPay');
    expect(field.type('9999')).toBe('This card type is not supported');
    expect(field.type('99')).toBe('');
  });
});
