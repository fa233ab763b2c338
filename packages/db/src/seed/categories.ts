/**
 * The catalogue's building blocks: categories and the names of the shops, restaurants and
 * experiences sold in them. Names are invented; each category combines stems with formats.
 */
export const categoryKeys = [
  'restaurants',
  'fashion',
  'experiences',
  'wellness',
  'entertainment',
  'books',
  'home',
  'sport',
  'travel',
  'kids',
  'food',
  'tech',
] as const;
export type CategoryKey = (typeof categoryKeys)[number];

/** Small catalogues use the first categories only. */
export const smallCatalogueCategories = categoryKeys.slice(0, 6);

export const categoryStems: Readonly<Record<CategoryKey, readonly string[]>> = {
  restaurants: ['Harbour House', 'Copper Pot', 'Olive Grove', 'Wild Garlic', 'Blue Anchor', 'Saffron'],
  fashion: ['Marlowe', 'Thread & Co', 'Northwind', 'Atelier Rose', 'Denim Lane', 'Kestrel'],
  experiences: ['Skyline', 'Cliffside', 'Riverbend', 'Summit', 'Lakeshore', 'Hilltop'],
  wellness: ['Serenity', 'Lotus', 'Blue Lagoon', 'Willow', 'Pure Glow', 'Calm Waters'],
  entertainment: ['Starlight', 'Odeon Park', 'Neon', 'Velvet', 'Galaxy', 'Encore'],
  books: ['Inkwell', 'Chapter One', 'Paper Lantern', 'Quill', 'Vinyl Corner', 'Folio'],
  home: ['Oak & Ash', 'Hearth', 'Greenhouse', 'Linen Loft', 'Stonebridge', 'Nest'],
  sport: ['Peak Performance', 'Tidal', 'Fairway', 'Velo', 'Trailhead', 'Strike'],
  travel: ['Wanderlust', 'Coastline', 'Atlantic', 'Meadowbrook', 'Old Mill', 'Horizon'],
  kids: ['Little Explorers', 'Toybox', 'Rainbow', 'Pirate Cove', 'Jellybean', 'Dino'],
  food: ['Sweet Tooth', 'Artisan', 'Golden Crust', 'Honeycomb', 'Spice Route', 'Green Leaf'],
  tech: ['Pixel', 'Circuit', 'Nova', 'Bright Byte', 'Echo', 'Quantum'],
};

/** `{stem}` is replaced by a stem. Restaurants come first so they are in every catalogue. */
export type TitleFormats = Readonly<Record<CategoryKey, readonly string[]>>;

/** Extra entries with accents, so accent-insensitive search has something to find. */
export const accentedNames: Readonly<Record<'restaurants' | 'food', readonly string[]>> = {
  restaurants: ['Café Amélie', 'Brasserie Élise'],
  food: ['Crème de la Crème Pâtisserie'],
};
