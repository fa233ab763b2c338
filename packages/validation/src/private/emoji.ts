/**
 * Pictographs, flags and skin tones, and the two marks that turn plain text into emoji: the emoji presentation selector
 * (U+FE0F) and the combining keycap (U+20E3), which make '1️⃣' and '#️⃣' of a digit and a '#'.
 */
const EMOJI = /[\p{Extended_Pictographic}\p{Regional_Indicator}\u{1F3FB}-\u{1F3FF}\u{FE0F}\u{20E3}]/u;

export function containsEmoji(text: string): boolean {
  return EMOJI.test(text);
}
