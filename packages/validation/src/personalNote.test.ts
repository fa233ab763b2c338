import { describe, expect, it } from 'vitest';
import { personalNoteIssue } from './personalNote.ts';

describe('personal note', () => {
  it('accepts a normal note', () => {
    expect(personalNoteIssue('  Happy birthday, Síle!  ')).toBeNull();
  });
  it('rejects empty and whitespace-only notes', () => {
    expect(personalNoteIssue('   ')).toEqual({ id: 'validation.personalNote.empty', values: {} });
  });
  it('rejects emoji, including flags and skin tones', () => {
    for (const note of ['Cheers 🎉', 'Go 🇮🇪', 'hi 👍🏽', 'love ❤️', 'number 1\uFE0F\u20E3', 'call #\u20E3', 'heart \u2665\uFE0F']) {
      expect(personalNoteIssue(note)).toEqual({ id: 'validation.personalNote.emoji', values: {} });
    }
  });
  it('accepts symbols drawn as text, which Unicode also counts among pictographs', () => {
    for (const note of ['Love ™', 'Merci ®', '© Síle 2026', 'Wow‼', 'ok ✓', 'Go → now', 'x ★', 'tel \u260E']) {
      expect(personalNoteIssue(note), note).toBeNull();
    }
  });
  it('rejects what is drawn as an emoji by default, and a symbol turned into one', () => {
    for (const note of ['time \u231A', 'yes \u2705', 'tel \u260E\uFE0F', 'TM \u2122\uFE0F', 'new \u{1FAE8}', 'reserved \u{1FAFF}']) {
      expect(personalNoteIssue(note), note).toEqual({ id: 'validation.personalNote.emoji', values: {} });
    }
  });
  it('allows 159 characters and rejects 160, counting as the reader does', () => {
    expect(personalNoteIssue('a'.repeat(159))).toBeNull();
    expect(personalNoteIssue('𝒜'.repeat(159))).toBeNull();
    expect(personalNoteIssue('a'.repeat(160))).toEqual({ id: 'validation.personalNote.tooLong', values: {} });
  });
  it('counts a letter written with a combining mark as one character', () => {
    const accented = 'e\u0301';
    expect(personalNoteIssue(accented.repeat(159))).toBeNull();
    expect(personalNoteIssue(accented.repeat(160))).toEqual({ id: 'validation.personalNote.tooLong', values: {} });
    expect(personalNoteIssue(`${accented.repeat(100)} 🎉`)).toEqual({ id: 'validation.personalNote.emoji', values: {} });
    expect(personalNoteIssue('👍🏽'.repeat(10))).toEqual({ id: 'validation.personalNote.emoji', values: {} });
  });
  it('does not let marks stacked on a few letters make a note of any length', () => {
    expect(personalNoteIssue(`Zalgo e${'\u0301'.repeat(30_000)}`)).toEqual({ id: 'validation.personalNote.tooLong', values: {} });
    expect(personalNoteIssue(`e${'\u0301\u0323\u0308'.repeat(300)}`)).toEqual({ id: 'validation.personalNote.tooLong', values: {} });
    // Letters of several code points, as scripts write them, still count as one each.
    expect(personalNoteIssue('क्षि'.repeat(159))).toBeNull();
    expect(personalNoteIssue('e\u0301\u0323'.repeat(159))).toBeNull();
    expect(personalNoteIssue('Zh\u00e8 sh\u00ec \u4e00 \u5f20 \u793c\u54c1\u5361')).toBeNull();
  });
});

describe('text that shows nothing', () => {
  it('is an empty note, whatever invisible characters it holds', () => {
    for (const note of ['\u200b', ' \u200d\u200c ', '\u3164', '\u2060\u00ad', '\u202e']) {
      expect(personalNoteIssue(note), JSON.stringify(note)).toEqual({ id: 'validation.personalNote.empty', values: {} });
    }
    expect(personalNoteIssue('\u200bHi')).toBeNull();
  });
});
