import { describe, expect, it } from 'vitest';
import { respeller } from './respelling.ts';

describe('respeller', () => {
  const brazilian = respeller([['quinta', 'pousada'], ['desporto-ar-livre', 'esporte-ar-livre']]);

  it('respells a whole word, never part of a hyphenated compound unless the list names the compound', () => {
    expect(brazilian('Quinta Harbour, aberta de segunda-feira a quinta-feira')).toBe('Pousada Harbour, aberta de segunda-feira a quinta-feira');
    expect(brazilian('/categoria/desporto-ar-livre')).toBe('/categoria/esporte-ar-livre');
  });
});
