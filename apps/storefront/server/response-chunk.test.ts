import { describe, expect, it } from 'vitest';
import { chunkBytes } from './response-chunk.mjs';

describe('chunkBytes', () => {
  it('copies an array the writer may reuse once its write returns', () => {
    const reused = new TextEncoder().encode('<p>first</p>');
    const kept = chunkBytes(reused, undefined);
    reused.set(new TextEncoder().encode('<p>other</p>'));
    expect(kept?.toString('utf8')).toBe('<p>first</p>');
  });

  it('reads a string in the encoding it was written in, UTF-8 when none is named', () => {
    expect(chunkBytes('€', undefined)).toEqual(Buffer.from('€', 'utf8'));
    expect(chunkBytes('caf\u00e9', 'latin1')).toEqual(Buffer.from([0x63, 0x61, 0x66, 0xe9]));
  });

  it('has no bytes for a call without data (nothing, or only its callback)', () => {
    expect(chunkBytes(undefined, undefined)).toBeNull();
    expect(chunkBytes(null, undefined)).toBeNull();
    expect(chunkBytes(() => undefined, undefined)).toBeNull();
  });
});
