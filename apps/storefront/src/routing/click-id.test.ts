import { describe, expect, it } from 'vitest';
import { CLICK_ID_STORAGE_KEY, clickIdFrom, saveClickId } from './click-id.ts';

const now = new Date('2026-05-01T10:00:00Z');

function memoryStorage() {
  const items = new Map<string, string>();
  return { items, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('click id', () => {
  it('keeps the Google click id of a landing URL', () => {
    const storage = memoryStorage();
    saveClickId(new URLSearchParams('gclid=abc123&page=2'), storage, now);
    expect(JSON.parse(storage.items.get(CLICK_ID_STORAGE_KEY) ?? 'null')).toEqual({
      parameter: 'gclid', value: 'abc123', savedAt: '2026-05-01T10:00:00.000Z',
    });
  });

  it('prefers gclid over the other ids and reads clickId when it is the only one', () => {
    expect(clickIdFrom(new URLSearchParams('clickId=aff-9&gclid=g1'), now)?.parameter).toBe('gclid');
    expect(clickIdFrom(new URLSearchParams('clickId=aff-9'), now)?.value).toBe('aff-9');
  });

  it('leaves storage untouched when the URL has no usable click id', () => {
    const storage = memoryStorage();
    expect(saveClickId(new URLSearchParams('s=spa&gclid='), storage, now)).toBeNull();
    expect(saveClickId(new URLSearchParams(`gclid=${'x'.repeat(600)}`), storage, now)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('survives storage that refuses writes', () => {
    const refusing = { setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(saveClickId(new URLSearchParams('gclid=abc'), refusing, now)).toBeNull();
  });
});
