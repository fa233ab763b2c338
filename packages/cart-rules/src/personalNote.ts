export const PERSONAL_NOTE_MAX_EXCLUSIVE = 160;

export type PersonalNoteCheck = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly message: string };

const EMOJI = /[\p{Extended_Pictographic}\p{Regional_Indicator}\u{1F3FB}-\u{1F3FF}]/u;

/** Spec §5: not empty, no emoji, under 160 characters (counted as the reader sees them). */
export function checkPersonalNote(raw: string): PersonalNoteCheck {
  const text = raw.trim();
  if (text.length === 0) return { ok: false, message: 'Personal note is empty' };
  if (EMOJI.test(text)) return { ok: false, message: 'Emojis are not allowed' };
  if ([...text].length >= PERSONAL_NOTE_MAX_EXCLUSIVE) {
    return { ok: false, message: 'Personal note should be less than 160 characters' };
  }
  return { ok: true, text };
}
