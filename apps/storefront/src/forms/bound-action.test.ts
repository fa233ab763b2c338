import { describe, expect, it } from 'vitest';
import { boundAction } from './bound-action.ts';

const greet = (lang: string, name: string, punctuation: string) => `${lang}: ${name}${punctuation}`;

describe('boundAction', () => {
  it('binds the leading arguments', () => {
    expect(boundAction(greet, 'en')('Ann', '!')).toBe('en: Ann!');
    expect(boundAction(greet, 'nl', 'Bram')('?')).toBe('nl: Bram?');
  });

  it('gives the same function for the same action and arguments, so React sees one form action across renders', () => {
    expect(boundAction(greet, 'en')).toBe(boundAction(greet, 'en'));
    expect(boundAction(greet, 'en')).not.toBe(boundAction(greet, 'fr'));
    const other = (lang: string, name: string, punctuation: string) => `${name}${punctuation} (${lang})`;
    expect(boundAction(other, 'en')).not.toBe(boundAction(greet, 'en'));
  });

  it('keeps a bounded number of bindings, whatever arguments an address brings', () => {
    const first = boundAction(greet, 'lang-0');
    for (let index = 1; index <= 100; index += 1) boundAction(greet, `lang-${index}`);
    expect(boundAction(greet, 'lang-0')).not.toBe(first);
    expect(boundAction(greet, 'lang-100')).toBe(boundAction(greet, 'lang-100'));
  });
});
