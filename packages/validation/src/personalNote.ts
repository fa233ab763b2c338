import { PERSONAL_NOTE_MAX_EXCLUSIVE } from './limits.ts';
import { validationMessage, type ValidationMessage } from './messages.ts';

const EMOJI = /[\p{Extended_Pictographic}\p{Regional_Indicator}\u{1F3FB}-\u{1F3FF}]/u;

const GRAPHEMES = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Characters as a reader sees them: 'é' written as e + U+0301 is one, as is '𝒜' (two UTF-16 units). */
function graphemeCount(text: string): number {
  let count = 0;
  for (const _ of GRAPHEMES.segment(text)) count += 1;
  return count;
}

/** Spec §5: not empty, no emoji, under 160 characters (counted as the reader sees them), judged on the trimmed text. */
export function personalNoteIssue(note: string): ValidationMessage | null {
  const text = note.trim();
  if (text.length === 0) return validationMessage('validation.personalNote.empty');
  if (EMOJI.test(text)) return validationMessage('validation.personalNote.emoji');
  if (graphemeCount(text) >= PERSONAL_NOTE_MAX_EXCLUSIVE) return validationMessage('validation.personalNote.tooLong');
  return null;
}
