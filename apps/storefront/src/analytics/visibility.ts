/** Spec §9: an item counts as viewed once half of it is on screen. */
export const VIEWED_VISIBILITY_RATIO = 0.5;

/**
 * Calls `onViewed` once, the first time at least half of `element` is visible, then stops watching.
 * Returns the function that stops watching early. Without IntersectionObserver nothing is reported.
 */
export function whenHalfVisible(element: Element, onViewed: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  const observer = new IntersectionObserver(
    (entries) => {
      const viewed = entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= VIEWED_VISIBILITY_RATIO);
      if (!viewed) return;
      observer.disconnect();
      onViewed();
    },
    { threshold: VIEWED_VISIBILITY_RATIO },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
