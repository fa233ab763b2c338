/**
 * What shows as an emoji: characters drawn as emoji by default (Emoji_Presentation), every pictograph of the emoji
 * blocks past U+FFFF (those not yet assigned included), flags and skin tones, and the two marks that turn plain text
 * into emoji: the emoji presentation selector (U+FE0F, 'love ❤️') and the combining keycap (U+20E3), which make '1️⃣'
 * and '#️⃣' of a digit and a '#'. Symbols drawn as text by default ('©', '®', '™', '‼', '✓') are ordinary writing.
 */
const EMOJI = /[\p{Emoji_Presentation}\p{Regional_Indicator}\u{1F3FB}-\u{1F3FF}\u{FE0F}\u{20E3}]|(?=[\u{10000}-\u{10FFFF}])\p{Extended_Pictographic}/u;

export function containsEmoji(text: string): boolean {
  return EMOJI.test(text);
}
