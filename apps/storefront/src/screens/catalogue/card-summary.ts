/**
 * What a product card says about the product: the description's first sentence. The whole description belongs to
 * the product page; on a card, three sentences made every card a paragraph to read and the list page carry each
 * one twice (markup and the grid's data).
 */
const segmenters = new Map<string, Intl.Segmenter>();

function sentenceSegmenter(locale: string): Intl.Segmenter {
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'sentence' });
    segmenters.set(locale, segmenter);
  }
  return segmenter;
}

/** A first sentence shorter than this says too little on its own ("Treat yourself."): the next one comes along. */
const MIN_SUMMARY_LENGTH = 40;

export function cardSummary(description: string, locale: string): string {
  let summary = '';
  for (const { segment } of sentenceSegmenter(locale).segment(description.trim())) {
    summary += segment;
    if (summary.trim().length >= MIN_SUMMARY_LENGTH) break;
  }
  return summary.trim();
}
