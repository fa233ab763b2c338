import { describe, expect, it } from 'vitest';
import { mergeById } from './merge-by-id.ts';

const card = (id: string, title = `Card ${id}`) => ({ id, title });

describe('mergeById', () => {
  it('appends the next page after the shown cards, in order', () => {
    expect(mergeById([card('1'), card('2')], [card('3'), card('4')]).map((c) => c.id)).toEqual(['1', '2', '3', '4']);
  });

  it('keeps the first copy of a card that appears on both pages', () => {
    const merged = mergeById([card('1'), card('2', 'Shown')], [card('2', 'Again'), card('3')]);
    expect(merged).toEqual([card('1'), card('2', 'Shown'), card('3')]);
  });

  it('drops duplicates inside the incoming page too', () => {
    expect(mergeById([], [card('1'), card('1'), card('2')]).map((c) => c.id)).toEqual(['1', '2']);
  });
});
