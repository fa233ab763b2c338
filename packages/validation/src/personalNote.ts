import { PERSONAL_NOTE_MAX_EXCLUSIVE } from './limits.ts';
import { validationMessage, type ValidationMessage } from './messages.ts';
import { containsEmoji } from './private/emoji.ts';
import { isBlank } from './private/rule.ts';

/**
 * Code points a reader's character may take: a letter with its accents, a conjunct of an Indic script. Marks stacked
 * past this ('e' with thousands of accents) would otherwise make one 'character' of any length.
 */
const CODE_POINTS_PER_CHARACTER = 4;

const GRAPHEMES = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Characters as a reader sees them: 'é' written as e + U+0301 is one, as is '𝒜' (two UTF-16 units). */
function graphemeCount(text: string): number {
  let count = 0;
  for (const _ of GRAPHEMES.segment(text)) count += 1;
  return count;
}

function codePointCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/**
 * Spec §5: not empty (nor only invisible characters), no emoji, under 160 characters (counted as the reader sees them, each of at most
 * `CODE_POINTS_PER_CHARACTER` code points), judged on the trimmed text.
 */
export function personalNoteIssue(note: string): ValidationMessage | null {
  const text = note.trim();
  if (isBlank(text)) return validationMessage('validation.personalNote.empty');
  if (containsEmoji(text)) return validationMessage('validation.personalNote.emoji');
  const maxCharacters = PERSONAL_NOTE_MAX_EXCLUSIVE - 1;
  if (codePointCount(text) > maxCharacters * CODE_POINTS_PER_CHARACTER || graphemeCount(text) > maxCharacters) {
    return validationMessage('validation.personalNote.tooLong');
  }
  return null;
}
