/** Appends the cards of a further page, skipping any already shown (pages can overlap when the catalogue shifts). */
export function mergeById<Item extends { readonly id: string }>(shown: readonly Item[], incoming: readonly Item[]): Item[] {
  const seen = new Set(shown.map((item) => item.id));
  const merged = [...shown];
  for (const item of incoming) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    merged.push(item);
  }
  return merged;
}
