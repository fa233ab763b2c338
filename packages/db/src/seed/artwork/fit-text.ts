/**
 * Sets a name on the card without a font to measure with: widths are estimated from Arial Bold's advance widths
 * (thousandths of an em) scaled by how much wider the typeface's stack may draw, then the largest size is chosen
 * at which the name fits in the allowed lines. Estimates err wide, so real type lands inside the box.
 */

const ARIAL_BOLD_WIDTHS: Readonly<Record<string, number>> = {
  a: 556, b: 611, c: 556, d: 611, e: 556, f: 333, g: 611, h: 611, i: 278, j: 278, k: 556, l: 278, m: 889,
  n: 611, o: 611, p: 611, q: 611, r: 389, s: 556, t: 333, u: 611, v: 556, w: 778, x: 556, y: 556, z: 500,
  A: 722, B: 722, C: 722, D: 722, E: 667, F: 611, G: 778, H: 722, I: 278, J: 556, K: 722, L: 611, M: 833,
  N: 722, O: 778, P: 667, Q: 778, R: 722, S: 667, T: 611, U: 722, V: 667, W: 944, X: 667, Y: 667, Z: 611,
  ' ': 278, '&': 722, "'": 238, '’': 278, '"': 474, '-': 333, '–': 556, '.': 278, ',': 278, '!': 333, '?': 611,
  ':': 333, '(': 333, ')': 333, '/': 278, '+': 584, '…': 1000,
};
const DIGIT_WIDTH = 556;
/** Anything not in the table (other scripts, symbols) is taken as wide as a capital M. */
const UNKNOWN_WIDTH = 833;

/** How the name is set: the estimate's scale for the stack's widest face, and extra space between letters. */
export interface TypeMetrics {
  readonly widthScale: number;
  /** Monospaced stacks: every character advances this many em. */
  readonly fixedAdvance?: number;
  /** Letter spacing in em. */
  readonly tracking: number;
}

function glyphWidth(character: string): number {
  const known = ARIAL_BOLD_WIDTHS[character];
  if (known !== undefined) return known;
  if (/\d/.test(character)) return DIGIT_WIDTH;
  // Accented letters are as wide as their base letter.
  const base = character.normalize('NFD').charAt(0);
  return ARIAL_BOLD_WIDTHS[base] ?? UNKNOWN_WIDTH;
}

/** The estimated width of a line of text at a font size, in the same unit as the size. */
export function textWidth(text: string, fontSize: number, metrics: TypeMetrics): number {
  const characters = [...text];
  const advance =
    metrics.fixedAdvance === undefined
      ? characters.reduce((sum, character) => sum + glyphWidth(character), 0) / 1000
      : characters.length * metrics.fixedAdvance;
  return (advance * metrics.widthScale + characters.length * metrics.tracking) * fontSize;
}

export interface TextBox {
  readonly width: number;
  readonly maxLines: number;
  readonly maxFontSize: number;
  readonly minFontSize: number;
}

export interface FittedText {
  readonly lines: readonly string[];
  readonly fontSize: number;
}

/** Splits a word too long for any line into pieces that fit, so no line is ever wider than the box. */
function splitLongWord(word: string, fits: (text: string) => boolean): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const character of word) {
    if (piece !== '' && !fits(piece + character)) {
      pieces.push(piece);
      piece = character;
    } else {
      piece += character;
    }
  }
  return piece === '' ? pieces : [...pieces, piece];
}

/** Greedy line filling: each line takes as many words as fit. */
function wrap(words: readonly string[], fits: (text: string) => boolean): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words.flatMap((candidate) => (fits(candidate) ? [candidate] : splitLongWord(candidate, fits)))) {
    const joined = line === '' ? word : `${line} ${word}`;
    if (line !== '' && !fits(joined)) {
      lines.push(line);
      line = word;
    } else {
      line = joined;
    }
  }
  return line === '' ? lines : [...lines, line];
}

/** Cuts the text after the last line that fits and ends it with an ellipsis. */
function truncate(lines: readonly string[], maxLines: number, fits: (text: string) => boolean): string[] {
  const kept = lines.slice(0, maxLines);
  let last = `${kept[maxLines - 1] ?? ''}…`;
  while (!fits(last) && last.length > 1) last = `${[...last].slice(0, -2).join('').trimEnd()}…`;
  return [...kept.slice(0, maxLines - 1), last];
}

const SIZE_STEP = 2;

/**
 * The largest size (counting down in steps of 2) at which the text fits the box with whole words; at the smallest
 * size a word too long for a line is split and text beyond the last line is cut.
 */
export function fitText(text: string, box: TextBox, metrics: TypeMetrics): FittedText {
  const words = text.trim().split(/\s+/).filter(Boolean);
  for (let fontSize = box.maxFontSize; fontSize > box.minFontSize; fontSize -= SIZE_STEP) {
    const fits = (line: string) => textWidth(line, fontSize, metrics) <= box.width;
    const lines = wrap(words, fits);
    if (words.every(fits) && lines.length <= box.maxLines) return { lines, fontSize };
  }
  const fits = (line: string) => textWidth(line, box.minFontSize, metrics) <= box.width;
  const lines = wrap(words, fits);
  if (lines.length <= box.maxLines) return { lines, fontSize: box.minFontSize };
  return { lines: truncate(lines, box.maxLines, fits), fontSize: box.minFontSize };
}
