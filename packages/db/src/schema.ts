import { PAYMENT_METHOD_KINDS } from '@shop/brand-config';
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/**
 * Every row of tenant data carries `store_id`. Child tables reference their parent through a
 * composite foreign key `(store_id, parent_id)`, so a row can never point at another store's data.
 * Money is always an integer amount of minor units in the store's currency (`stores.currency`).
 */

/** Full-text search document; filled by the database (generated column), never written by the app. */
const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

const money = (name: string) => bigint(name, { mode: 'number' });

/** Search document built by the SQL functions of migration 0000 (language-aware, accent-insensitive). */
const searchDocument = (language: AnyPgColumn, ...parts: AnyPgColumn[]): SQL =>
  sql`public.shop_search_document(${language}, ${sql.join(
    parts.map((part) => sql`coalesce(${part}, '')`),
    sql` || ' ' || `,
  )})`;

/** Title text folded once on write (lower case, no accents) for trigram typo matching. */
const searchTitle = (...parts: AnyPgColumn[]): SQL =>
  sql`public.shop_search_text(${sql.join(
    parts.map((part) => sql`coalesce(${part}, '')`),
    sql` || ' ' || `,
  )})`;

// ---------------------------------------------------------------------------------------------
// Enumerations (spec §3)
// ---------------------------------------------------------------------------------------------

export const productTypes = ['GIFTCARD_DIGITAL', 'GIFTCARD_PHYSICAL', 'GIFTCARD_BLANK', 'DONATION'] as const;
export const productType = pgEnum('product_type', productTypes);

export const cardTypes = ['large', 'small'] as const;
export const cardType = pgEnum('card_type', cardTypes);

export const labelIcons = ['like', 'star'] as const;
export const labelIcon = pgEnum('label_icon', labelIcons);

export const variationTypes = ['digital', 'physical'] as const;
export const variationType = pgEnum('variation_type', variationTypes);

export const pageKinds = [
  'giving_moment',
  'landing',
  'information',
  'blog_article',
  'business',
  'location',
  'category',
] as const;
export const pageKind = pgEnum('page_kind', pageKinds);

export const orderStatuses = ['PENDING', 'COMPLETED', 'CANCELED'] as const;
export const orderStatus = pgEnum('order_status', orderStatuses);

export const deliveryKinds = ['DIGITAL', 'PHYSICAL'] as const;
export const deliveryKind = pgEnum('delivery_kind', deliveryKinds);

export const orderItemTypes = [
  'GIFTCARD',
  'BLANK_GIFT_CARD_PACK',
  'DONATION',
  'WRAPPER',
  'DIGITAL_WRAPPER',
  'GIFT_PACKING',
  'PERSONAL_MESSAGE',
] as const;
export const orderItemType = pgEnum('order_item_type', orderItemTypes);

export const extraKinds = ['WRAPPER', 'DIGITAL_WRAPPER', 'GIFT_PACKING', 'PERSONAL_MESSAGE'] as const;
export const extraKind = pgEnum('extra_kind', extraKinds);

export const feeKinds = ['SERVICE_FEE_PER_ORDER', 'SERVICE_FEE_PER_PACKAGE'] as const;
export const feeKind = pgEnum('fee_kind', feeKinds);

export const valueKinds = ['ABSOLUTE', 'RELATIVE'] as const;

export const deliveryModes = ['DEFAULT', 'SINGLE', 'SPLIT'] as const;
export const deliveryMode = pgEnum('delivery_mode', deliveryModes);

export const paymentMethodKinds = PAYMENT_METHOD_KINDS;
export const paymentMethodKind = pgEnum('payment_method_kind', paymentMethodKinds);

/** A payment attempt's life: REQUIRES_ACTION | PENDING → AUTHORISED | REFUSED | CANCELED | EXPIRED; AUTHORISED → REFUNDED. */
export const paymentStatuses = ['REQUIRES_ACTION', 'PENDING', 'AUTHORISED', 'REFUSED', 'CANCELED', 'EXPIRED', 'REFUNDED'] as const;
export const paymentStatus = pgEnum('payment_status', paymentStatuses);

/**
 * A card's life: ACTIVE (spendable) or BLOCKED; a choice card starts NOT_ACTIVATED and becomes ACTIVE when its holder's
 * activation order is processed. NOT_ACTIVATED was added after the type was created: migrations compare it as text
 * (a value added to an enum cannot be used as one in the transaction that adds it).
 */
export const giftCardStatuses = ['ACTIVE', 'BLOCKED', 'NOT_ACTIVATED'] as const;
export const giftCardStatus = pgEnum('gift_card_status', giftCardStatuses);

/** STANDARD cards are spent in the shop; the All-in-1 CHOICE card is exchanged for other cards and needs activating. */
export const giftCardKinds = ['STANDARD', 'CHOICE'] as const;
export const giftCardKind = pgEnum('gift_card_kind', giftCardKinds);

export const ledgerEntryKinds = ['ISSUE', 'DEBIT', 'REFUND', 'BONUS'] as const;
export const ledgerEntryKind = pgEnum('ledger_entry_kind', ledgerEntryKinds);
export const valueKind = pgEnum('value_kind', valueKinds);
export const customerTypes = ['BUSINESS', 'PRIVATE'] as const;
export const customerType = pgEnum('customer_type', customerTypes);

export const vocabularyIds = ['cb_api_giftcard_categories', 'cb_api_giftcard_types'] as const;

// ---------------------------------------------------------------------------------------------
// Stores
// ---------------------------------------------------------------------------------------------

export const stores = pgTable('stores', {
  storeId: integer('store_id').primaryKey(),
  code: text('code').notNull().unique(),
  brandGroup: text('brand_group').notNull(),
  country: text('country').notNull(),
  currency: text('currency').notNull(),
  defaultLanguage: text('default_language').notNull(),
  /** VAT rate for wrappers, packing, fees and shipping; 2300 = 23 %. Gift cards are VAT exempt. */
  vatBasisPoints: integer('vat_basis_points').notNull(),
  primaryColor: text('primary_color').notNull(),
  secondaryColor: text('secondary_color').notNull(),
});

export const storeLanguages = pgTable(
  'store_languages',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.storeId, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    locale: text('locale').notNull(),
    isDefault: boolean('is_default').notNull(),
    /** The brand's word for what it sells ('gift cards', 'cadeaubonnen') and its path segment. */
    productWord: text('product_word').notNull(),
    productSlug: text('product_slug').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.language] })],
);

// ---------------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------------

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.storeId, { onDelete: 'cascade' }),
    productType: productType('product_type').notNull(),
    cardType: cardType('card_type').notNull().default('small'),
    /** Served by the API at `imagePath`; markup generated in the brand's colours. */
    imagePath: text('image_path').notNull(),
    imageSvg: text('image_svg').notNull(),
    backgroundColor: text('background_color').notNull(),
    showHand: boolean('show_hand').notNull().default(false),
    showShadow: boolean('show_shadow').notNull().default(true),
    labelIcon: labelIcon('label_icon'),
    labelColor: text('label_color'),
    hasFreeLabel: boolean('has_free_label').notNull().default(false),
    externalLinkUrl: text('external_link_url'),
    isOnOffer: boolean('is_on_offer').notNull().default(false),
    isExchangeableWithChoiceCard: boolean('is_exchangeable_with_choice_card').notNull().default(false),
    isChoiceCard: boolean('is_choice_card').notNull().default(false),
    /** Apple gift cards: their summed value per order is capped (spec: 500 EUR, error 2015). */
    hasAppleSumLimit: boolean('has_apple_sum_limit').notNull().default(false),
    /** Wine gifts force registered shipping. */
    requiresRegisteredShipping: boolean('requires_registered_shipping').notNull().default(false),
    /** null = unlimited stock (error 2031 when 0). */
    stock: integer('stock'),
    /** Maximum number of this gift card per order (error 2030); null = no limit. */
    perOrderLimit: integer('per_order_limit'),
    /** Stable listing order; higher = chosen more often ('Most chosen'). */
    popularity: integer('popularity').notNull().default(0),
    position: integer('position').notNull(),
  },
  (t) => [
    unique('products_store_id_id_unique').on(t.storeId, t.id),
    index('products_store_type_position_idx').on(t.storeId, t.productType, t.position),
    index('products_store_offer_idx').on(t.storeId).where(sql`${t.isOnOffer}`),
    index('products_store_exchangeable_idx').on(t.storeId).where(sql`${t.isExchangeableWithChoiceCard}`),
    check('products_stock_not_negative', sql`${t.stock} IS NULL OR ${t.stock} >= 0`),
    check('products_per_order_limit_positive', sql`${t.perOrderLimit} IS NULL OR ${t.perOrderLimit} > 0`),
    check('products_label_complete', sql`(${t.labelIcon} IS NULL) = (${t.labelColor} IS NULL)`),
  ],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    storeId: integer('store_id').notNull(),
    productId: integer('product_id').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Full path, e.g. `/gift-cards/harbour-house-restaurant`. */
    path: text('path').notNull(),
    labelTitle: text('label_title'),
    externalLinkTitle: text('external_link_title'),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs((): SQL => searchDocument(productTranslations.language, productTranslations.title, productTranslations.description)),
    searchTitle: text('search_title')
      .notNull()
      .generatedAlwaysAs((): SQL => searchTitle(productTranslations.title)),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.language] }),
    unique('product_translations_store_language_path_unique').on(t.storeId, t.language, t.path),
    foreignKey({
      columns: [t.storeId, t.productId],
      foreignColumns: [products.storeId, products.id],
      name: 'product_translations_product_fk',
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.storeId, t.language],
      foreignColumns: [storeLanguages.storeId, storeLanguages.language],
      name: 'product_translations_language_fk',
    }).onDelete('cascade'),
    index('product_translations_search_idx').using('gin', t.searchVector),
    index('product_translations_title_trgm_idx').using('gin', t.searchTitle.op('gin_trgm_ops')),
  ],
);

export const productVariations = pgTable(
  'product_variations',
  {
    id: integer('id').primaryKey(),
    storeId: integer('store_id').notNull(),
    productId: integer('product_id').notNull(),
    variationType: variationType('variation_type').notNull(),
    sku: text('sku').notNull(),
    /** Fixed values to choose from (minor units); empty when the amount is free within min/max. */
    fixedValuesMinor: bigint('fixed_values_minor', { mode: 'number' }).array().notNull().default(sql`'{}'`),
    customMinMinor: money('custom_min_minor'),
    customMaxMinor: money('custom_max_minor'),
    wholeNumbersOnly: boolean('whole_numbers_only').notNull().default(true),
  },
  (t) => [
    unique('product_variations_store_id_id_unique').on(t.storeId, t.id),
    unique('product_variations_store_sku_unique').on(t.storeId, t.sku),
    unique('product_variations_product_type_unique').on(t.productId, t.variationType),
    // A product's variations within its store, as every card's "from" price and the product page read them: without
    // it the planner combines the product's index with the whole store's SKU index, one scan of the store per card.
    index('product_variations_store_product_idx').on(t.storeId, t.productId),
    foreignKey({
      columns: [t.storeId, t.productId],
      foreignColumns: [products.storeId, products.id],
      name: 'product_variations_product_fk',
    }).onDelete('cascade'),
    check(
      'product_variations_amount_defined',
      sql`cardinality(${t.fixedValuesMinor}) > 0 OR (${t.customMinMinor} IS NOT NULL AND ${t.customMaxMinor} IS NOT NULL)`,
    ),
    check(
      'product_variations_custom_range_valid',
      sql`(${t.customMinMinor} IS NULL) = (${t.customMaxMinor} IS NULL) AND (${t.customMinMinor} IS NULL OR (${t.customMinMinor} > 0 AND ${t.customMinMinor} <= ${t.customMaxMinor}))`,
    ),
  ],
);

export const taxonomyVocabularies = pgTable('taxonomy_vocabularies', {
  /** 'cb_api_giftcard_categories' | 'cb_api_giftcard_types' */
  id: text('id').primaryKey(),
  title: text('title').notNull(),
});

export const taxonomyTerms = pgTable(
  'taxonomy_terms',
  {
    id: integer('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.storeId, { onDelete: 'cascade' }),
    vocabularyId: text('vocabulary_id')
      .notNull()
      .references(() => taxonomyVocabularies.id),
    /** Language-neutral key, e.g. 'restaurants'. */
    key: text('key').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    unique('taxonomy_terms_store_id_id_unique').on(t.storeId, t.id),
    unique('taxonomy_terms_store_vocabulary_key_unique').on(t.storeId, t.vocabularyId, t.key),
  ],
);

export const taxonomyTermTranslations = pgTable(
  'taxonomy_term_translations',
  {
    storeId: integer('store_id').notNull(),
    termId: integer('term_id').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    path: text('path').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.termId, t.language] }),
    foreignKey({
      columns: [t.storeId, t.termId],
      foreignColumns: [taxonomyTerms.storeId, taxonomyTerms.id],
      name: 'taxonomy_term_translations_term_fk',
    }).onDelete('cascade'),
  ],
);

export const productTerms = pgTable(
  'product_terms',
  {
    storeId: integer('store_id').notNull(),
    productId: integer('product_id').notNull(),
    termId: integer('term_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.termId] }),
    foreignKey({
      columns: [t.storeId, t.productId],
      foreignColumns: [products.storeId, products.id],
      name: 'product_terms_product_fk',
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.storeId, t.termId],
      foreignColumns: [taxonomyTerms.storeId, taxonomyTerms.id],
      name: 'product_terms_term_fk',
    }).onDelete('cascade'),
    index('product_terms_store_term_idx').on(t.storeId, t.termId, t.productId),
  ],
);

export const menuCategories = pgTable(
  'menu_categories',
  {
    id: integer('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.storeId, { onDelete: 'cascade' }),
    /** The category term the menu entry lists. */
    termId: integer('term_id'),
    iconSvg: text('icon_svg').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    unique('menu_categories_store_id_id_unique').on(t.storeId, t.id),
    foreignKey({
      columns: [t.storeId, t.termId],
      foreignColumns: [taxonomyTerms.storeId, taxonomyTerms.id],
      name: 'menu_categories_term_fk',
    }).onDelete('set null'),
    index('menu_categories_store_position_idx').on(t.storeId, t.position),
  ],
);

export const menuCategoryTranslations = pgTable(
  'menu_category_translations',
  {
    storeId: integer('store_id').notNull(),
    menuCategoryId: integer('menu_category_id').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    path: text('path').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.menuCategoryId, t.language] }),
    foreignKey({
      columns: [t.storeId, t.menuCategoryId],
      foreignColumns: [menuCategories.storeId, menuCategories.id],
      name: 'menu_category_translations_category_fk',
    }).onDelete('cascade'),
  ],
);

export const menuCategoryTopProducts = pgTable(
  'menu_category_top_products',
  {
    storeId: integer('store_id').notNull(),
    menuCategoryId: integer('menu_category_id').notNull(),
    productId: integer('product_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.menuCategoryId, t.productId] }),
    foreignKey({
      columns: [t.storeId, t.menuCategoryId],
      foreignColumns: [menuCategories.storeId, menuCategories.id],
      name: 'menu_category_top_products_category_fk',
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.storeId, t.productId],
      foreignColumns: [products.storeId, products.id],
      name: 'menu_category_top_products_product_fk',
    }).onDelete('cascade'),
  ],
);

// ---------------------------------------------------------------------------------------------
// Content pages
// ---------------------------------------------------------------------------------------------

export const pages = pgTable(
  'pages',
  {
    id: integer('id').primaryKey(),
    storeId: integer('store_id').notNull(),
    language: text('language').notNull(),
    kind: pageKind('kind').notNull(),
    /** Same value for the language versions of one page (hreflang alternates). */
    translationKey: text('translation_key').notNull(),
    path: text('path').notNull(),
    title: text('title').notNull(),
    heroTitle: text('hero_title'),
    body: text('body').notNull(),
    imageSvg: text('image_svg'),
    backgroundColor: text('background_color'),
    metaTitle: text('meta_title').notNull(),
    metaKeywords: text('meta_keywords').notNull().default(''),
    noindex: boolean('noindex').notNull().default(false),
    nofollow: boolean('nofollow').notNull().default(false),
    latitude: numeric('latitude', { precision: 8, scale: 5 }),
    longitude: numeric('longitude', { precision: 8, scale: 5 }),
    addressStreet: text('address_street'),
    addressPostCode: text('address_post_code'),
    addressCity: text('address_city'),
    addressCountry: text('address_country'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' }),
    position: integer('position').notNull(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs((): SQL => searchDocument(pages.language, pages.title, pages.heroTitle, pages.metaKeywords)),
    searchTitle: text('search_title')
      .notNull()
      .generatedAlwaysAs((): SQL => searchTitle(pages.heroTitle, pages.title)),
  },
  (t) => [
    unique('pages_store_id_id_unique').on(t.storeId, t.id),
    unique('pages_store_language_path_unique').on(t.storeId, t.language, t.path),
    foreignKey({
      columns: [t.storeId, t.language],
      foreignColumns: [storeLanguages.storeId, storeLanguages.language],
      name: 'pages_language_fk',
    }).onDelete('cascade'),
    index('pages_store_kind_idx').on(t.storeId, t.language, t.kind, t.position),
    index('pages_location_box_idx')
      .on(t.storeId, t.latitude, t.longitude)
      .where(sql`${t.kind} = 'location'`),
    index('pages_search_idx').using('gin', t.searchVector),
    index('pages_title_trgm_idx').using('gin', t.searchTitle.op('gin_trgm_ops')),
    check(
      'pages_location_has_coordinates',
      sql`${t.kind} <> 'location' OR (${t.latitude} IS NOT NULL AND ${t.longitude} IS NOT NULL)`,
    ),
  ],
);

/** Products listed on a page (giving moments, landing pages); `field_name` names the page field. */
export const pageProducts = pgTable(
  'page_products',
  {
    storeId: integer('store_id').notNull(),
    pageId: integer('page_id').notNull(),
    fieldName: text('field_name').notNull(),
    productId: integer('product_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pageId, t.fieldName, t.productId] }),
    foreignKey({
      columns: [t.storeId, t.pageId],
      foreignColumns: [pages.storeId, pages.id],
      name: 'page_products_page_fk',
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.storeId, t.productId],
      foreignColumns: [products.storeId, products.id],
      name: 'page_products_product_fk',
    }).onDelete('cascade'),
  ],
);

export const homeBlocks = pgTable(
  'home_blocks',
  {
    id: integer('id').primaryKey(),
    storeId: integer('store_id').notNull(),
    language: text('language').notNull(),
    queueId: text('queue_id').notNull(),
    blockType: text('block_type').notNull(),
    title: text('title').notNull(),
    /** Block-type specific content (product ids, texts, links). */
    items: jsonb('items').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    unique('home_blocks_queue_position_unique').on(t.storeId, t.language, t.queueId, t.position),
    foreignKey({
      columns: [t.storeId, t.language],
      foreignColumns: [storeLanguages.storeId, storeLanguages.language],
      name: 'home_blocks_language_fk',
    }).onDelete('cascade'),
  ],
);

export const popularSearchTerms = pgTable(
  'popular_search_terms',
  {
    id: integer('id').primaryKey(),
    storeId: integer('store_id').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    index('popular_search_terms_store_idx').on(t.storeId, t.language, t.position),
    foreignKey({
      columns: [t.storeId, t.language],
      foreignColumns: [storeLanguages.storeId, storeLanguages.language],
      name: 'popular_search_terms_language_fk',
    }).onDelete('cascade'),
  ],
);

export const highlightedBlocks = pgTable(
  'highlighted_blocks',
  {
    id: integer('id').primaryKey(),
    storeId: integer('store_id').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    cardImageSvg: text('card_image_svg').notNull(),
    backgroundImageSvg: text('background_image_svg').notNull(),
    referencedPath: text('referenced_path').notNull(),
    showHand: boolean('show_hand').notNull().default(false),
    position: integer('position').notNull(),
  },
  (t) => [
    index('highlighted_blocks_store_idx').on(t.storeId, t.language, t.position),
    foreignKey({
      columns: [t.storeId, t.language],
      foreignColumns: [storeLanguages.storeId, storeLanguages.language],
      name: 'highlighted_blocks_language_fk',
    }).onDelete('cascade'),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.storeId, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    valueKind: valueKind('value_kind').notNull(),
    /** ABSOLUTE: minor units; RELATIVE: basis points (1000 = 10 %). */
    value: integer('value').notNull(),
    minimumOrderMinor: money('minimum_order_minor').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true, mode: 'string' }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true, mode: 'string' }),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    unique('coupons_store_code_unique').on(t.storeId, t.code),
    check('coupons_value_positive', sql`${t.value} > 0`),
    check('coupons_relative_at_most_100_percent', sql`${t.valueKind} <> 'RELATIVE' OR ${t.value} <= 10000`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Extras, fees and shipping
// ---------------------------------------------------------------------------------------------

/** Sellable add-ons: each row is one variation with a price (VAT at the store's rate). */
export const extras = pgTable(
  'extras',
  {
    id: integer('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.storeId, { onDelete: 'cascade' }),
    kind: extraKind('kind').notNull(),
    sku: text('sku').notNull(),
    priceMinor: money('price_minor').notNull(),
    imageSvg: text('image_svg').notNull(),
    position: integer('position').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    unique('extras_store_id_id_unique').on(t.storeId, t.id),
    unique('extras_store_sku_unique').on(t.storeId, t.sku),
    index('extras_store_kind_idx').on(t.storeId, t.kind, t.position),
    check('extras_price_not_negative', sql`${t.priceMinor} >= 0`),
  ],
);

export const extraTranslations = pgTable(
  'extra_translations',
  {
    storeId: integer('store_id').notNull(),
    extraId: integer('extra_id').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.extraId, t.language] }),
    foreignKey({
      columns: [t.storeId, t.extraId],
      foreignColumns: [extras.storeId, extras.id],
      name: 'extra_translations_extra_fk',
    }).onDelete('cascade'),
  ],
);

export const feeRules = pgTable(
  'fee_rules',
  {
    id: integer('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.storeId, { onDelete: 'cascade' }),
    kind: feeKind('kind').notNull(),
    /** Restricts the fee to packages of one delivery kind; null = all. */
    deliveryKind: deliveryKind('delivery_kind'),
    amountMinor: money('amount_minor').notNull(),
    title: text('title').notNull(),
  },
  (t) => [
    index('fee_rules_store_idx').on(t.storeId),
    check('fee_rules_amount_not_negative', sql`${t.amountMinor} >= 0`),
  ],
);

/** A fee's title in each language of its store (the basket line reads 'Service fee' or 'Servicekosten'). */
export const feeRuleTranslations = pgTable(
  'fee_rule_translations',
  {
    storeId: integer('store_id').notNull(),
    feeRuleId: integer('fee_rule_id')
      .notNull()
      .references(() => feeRules.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.feeRuleId, t.language] })],
);

/** One row per store: cost per physical shipment and the registered-shipping rule. */
export const shippingRules = pgTable(
  'shipping_rules',
  {
    storeId: integer('store_id')
      .primaryKey()
      .references(() => stores.storeId, { onDelete: 'cascade' }),
    physicalShipmentMinor: money('physical_shipment_minor').notNull(),
    registeredShipmentMinor: money('registered_shipment_minor').notNull(),
    /** Orders above this value ship registered (spec: 300 EUR). */
    registeredThresholdMinor: money('registered_threshold_minor').notNull(),
  },
  (t) => [
    check(
      'shipping_rules_not_negative',
      sql`${t.physicalShipmentMinor} >= 0 AND ${t.registeredShipmentMinor} >= 0 AND ${t.registeredThresholdMinor} >= 0`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// Carts and orders (a guest cart is a PENDING order identified by its uuid)
// ---------------------------------------------------------------------------------------------

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.storeId, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    status: orderStatus('status').notNull().default('PENDING'),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Set once by `placeOrder`: from then on the order is no longer a cart and its contents never change. */
    placedAt: timestamp('placed_at', { withTimezone: true, mode: 'date' }),
    /** Human order number shown to the customer, e.g. `70-0000123`; unique per store once placed. */
    number: text('number'),
    /** The client's key for placing this order: the same key answers with this order again. */
    placeKey: text('place_key'),
    /** Hash of the checkout the order was placed with; the same key with another checkout is refused. */
    placeFingerprint: text('place_fingerprint'),
    /** Contact person and customer type (PRIVATE/BUSINESS with company details) as placed. */
    customer: jsonb('customer'),
    deliveryMode: deliveryMode('delivery_mode'),
    /** Totals as charged when the order was placed (minor units); prices never change afterwards. */
    grandTotalMinor: money('grand_total_minor'),
    totals: jsonb('totals'),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    canceledAt: timestamp('canceled_at', { withTimezone: true, mode: 'date' }),
    /** The customer account that owns this basket or placed this order; null for guests and once the account is deleted. */
    accountId: uuid('account_id').references((): AnyPgColumn => customerAccounts.id, { onDelete: 'set null' }),
    /**
     * The storefront the order was placed on (its return address's origin, one of the brand's own or, outside
     * production, a local one): where the order's e-mails link to. Null for orders placed before it was kept.
     */
    storefrontOrigin: text('storefront_origin'),
  },
  (t) => [
    unique('orders_store_id_id_unique').on(t.storeId, t.id),
    index('orders_account_idx').on(t.storeId, t.accountId, t.createdAt),
    unique('orders_store_number_unique').on(t.storeId, t.number),
    unique('orders_store_place_key_unique').on(t.storeId, t.placeKey),
    index('orders_store_status_idx').on(t.storeId, t.status, t.updatedAt),
    // The basket expiry sweep looks for open carts by their last change, across stores.
    index('orders_open_cart_updated_idx').on(t.updatedAt).where(sql`${t.placedAt} IS NULL`),
    check('orders_placed_complete', sql`${t.placedAt} IS NULL OR (${t.number} IS NOT NULL AND ${t.placeKey} IS NOT NULL AND ${t.customer} IS NOT NULL AND ${t.grandTotalMinor} IS NOT NULL)`),
    check('orders_final_only_when_placed', sql`${t.status} = 'PENDING' OR ${t.placedAt} IS NOT NULL`),
  ],
);

/** Store-scoped running number for order numbers (one row per store, incremented under its row lock). */
export const orderNumberSequences = pgTable('order_number_sequences', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.storeId, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull().default(0),
});

export const shipments = pgTable(
  'shipments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id').notNull(),
    orderId: uuid('order_id').notNull(),
    tag: text('tag').notNull(),
    deliveryKind: deliveryKind('delivery_kind').notNull(),
    deliveryAddress: jsonb('delivery_address'),
    /** Set when the order is placed: registered post (over the threshold or with wine). */
    registered: boolean('registered').notNull().default(false),
    shippingCostMinor: money('shipping_cost_minor'),
    /** Promised dispatch and delivery window (store-local dates), or for digital the latest e-mail time. */
    dispatchDate: date('dispatch_date', { mode: 'string' }),
    deliveredFrom: date('delivered_from', { mode: 'string' }),
    deliveredBy: date('delivered_by', { mode: 'string' }),
    promisedBy: timestamp('promised_by', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    unique('shipments_store_id_id_unique').on(t.storeId, t.id),
    unique('shipments_order_tag_unique').on(t.orderId, t.tag),
    foreignKey({
      columns: [t.storeId, t.orderId],
      foreignColumns: [orders.storeId, orders.id],
      name: 'shipments_order_fk',
    }).onDelete('cascade'),
  ],
);

export const packageGroups = pgTable(
  'package_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id').notNull(),
    orderId: uuid('order_id').notNull(),
    shipmentId: integer('shipment_id').notNull(),
    tag: text('tag').notNull(),
    receiverTitle: text('receiver_title'),
    receiverDescription: text('receiver_description'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('package_groups_store_id_id_unique').on(t.storeId, t.id),
    index('package_groups_order_idx').on(t.orderId),
    foreignKey({
      columns: [t.storeId, t.orderId],
      foreignColumns: [orders.storeId, orders.id],
      name: 'package_groups_order_fk',
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.storeId, t.shipmentId],
      foreignColumns: [shipments.storeId, shipments.id],
      name: 'package_groups_shipment_fk',
    }).onDelete('cascade'),
  ],
);

export const packages = pgTable(
  'packages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id').notNull(),
    orderId: uuid('order_id').notNull(),
    packageGroupId: integer('package_group_id').notNull(),
    shipmentId: integer('shipment_id').notNull(),
    /** Digital packages: who receives the cards by e-mail (set when the order is placed). */
    receiverName: text('receiver_name'),
    receiverEmail: text('receiver_email'),
  },
  (t) => [
    unique('packages_store_id_id_unique').on(t.storeId, t.id),
    index('packages_order_idx').on(t.orderId),
    index('packages_group_idx').on(t.packageGroupId),
    foreignKey({
      columns: [t.storeId, t.orderId],
      foreignColumns: [orders.storeId, orders.id],
      name: 'packages_order_fk',
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.storeId, t.packageGroupId],
      foreignColumns: [packageGroups.storeId, packageGroups.id],
      name: 'packages_group_fk',
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.storeId, t.shipmentId],
      foreignColumns: [shipments.storeId, shipments.id],
      name: 'packages_shipment_fk',
    }).onDelete('cascade'),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id').notNull(),
    orderId: uuid('order_id').notNull(),
    packageId: integer('package_id').notNull(),
    itemType: orderItemType('item_type').notNull(),
    /** Gift card, blank pack and donation items reference a product variation. */
    variationId: integer('variation_id'),
    /** Wrapper, digital wrapper, gift packing and personal message items reference an extra. */
    extraId: integer('extra_id'),
    qty: integer('qty').notNull(),
    unitPriceMinor: money('unit_price_minor').notNull(),
    messageText: text('message_text'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_package_idx').on(t.packageId),
    unique('order_items_package_type_unique').on(t.packageId, t.itemType),
    foreignKey({
      columns: [t.storeId, t.orderId],
      foreignColumns: [orders.storeId, orders.id],
      name: 'order_items_order_fk',
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.storeId, t.packageId],
      foreignColumns: [packages.storeId, packages.id],
      name: 'order_items_package_fk',
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.storeId, t.variationId],
      foreignColumns: [productVariations.storeId, productVariations.id],
      name: 'order_items_variation_fk',
    }),
    foreignKey({
      columns: [t.storeId, t.extraId],
      foreignColumns: [extras.storeId, extras.id],
      name: 'order_items_extra_fk',
    }),
    check('order_items_qty_positive', sql`${t.qty} > 0`),
    check('order_items_price_not_negative', sql`${t.unitPriceMinor} >= 0`),
    check(
      'order_items_reference_matches_type',
      sql`CASE WHEN ${t.itemType} IN ('GIFTCARD', 'BLANK_GIFT_CARD_PACK', 'DONATION')
        THEN ${t.variationId} IS NOT NULL AND ${t.extraId} IS NULL
        ELSE ${t.extraId} IS NOT NULL AND ${t.variationId} IS NULL END`,
    ),
    check(
      'order_items_message_only_on_personal_message',
      sql`(${t.itemType} = 'PERSONAL_MESSAGE') = (${t.messageText} IS NOT NULL)`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// Payments (attempts on a placed order; a provider's webhook events are kept to deduplicate them)
// ---------------------------------------------------------------------------------------------

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: integer('store_id').notNull(),
    orderId: uuid('order_id').notNull(),
    /** 1 for the first attempt; a retry after a refused or cancelled payment adds the next. */
    attempt: integer('attempt').notNull(),
    method: paymentMethodKind('method').notNull(),
    issuerId: text('issuer_id'),
    /** The bank chosen for a bank redirect, named as the provider named it then (its list may change later). */
    bankName: text('bank_name'),
    status: paymentStatus('status').notNull(),
    amountMinor: money('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** The client's key for this attempt (placeOrder or retryPayment). */
    requestKey: text('request_key').notNull(),
    /** The provider's id for the payment; null until the provider has answered. */
    providerReference: text('provider_reference'),
    /** What the shopper must do next (redirect url or transfer instructions), as the provider said. */
    action: jsonb('action'),
    /** Spec error code when refused: 2035 refused, 2036 too many attempts. */
    errorCode: integer('error_code'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('payments_order_attempt_unique').on(t.orderId, t.attempt),
    unique('payments_store_request_key_unique').on(t.storeId, t.requestKey),
    unique('payments_provider_reference_unique').on(t.providerReference),
    index('payments_order_idx').on(t.orderId),
    foreignKey({
      columns: [t.storeId, t.orderId],
      foreignColumns: [orders.storeId, orders.id],
      name: 'payments_order_fk',
    }).onDelete('cascade'),
    check('payments_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);

/** Provider webhook events already handled: a redelivered event id is acknowledged and ignored. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  providerReference: text('provider_reference').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// Gift cards and their ledger (append-only: a balance is the sum of its entries, never below zero)
// ---------------------------------------------------------------------------------------------

export const giftCards = pgTable(
  'gift_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.storeId, { onDelete: 'cascade' }),
    /** 19 digits starting with the brand's card prefix. */
    number: text('number').notNull().unique(),
    /** The 6-digit PIN is never stored, only its argon2id hash. */
    pinHash: text('pin_hash').notNull(),
    orderId: uuid('order_id'),
    packageId: integer('package_id'),
    /** Position of the card within its package (1..qty), so issuing twice never makes a second card. */
    sequence: integer('sequence').notNull(),
    productId: integer('product_id'),
    deliveryKind: deliveryKind('delivery_kind').notNull(),
    kind: giftCardKind('kind').notNull().default('STANDARD'),
    currency: text('currency').notNull(),
    initialValueMinor: money('initial_value_minor').notNull(),
    status: giftCardStatus('status').notNull().default('ACTIVE'),
    /** When a choice card's activation was processed; null for standard cards and choice cards not yet activated. */
    activatedAt: timestamp('activated_at', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When the card's e-mail (number and PIN) went out to its receiver; null for physical cards. */
    emailedAt: timestamp('emailed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('gift_cards_package_sequence_unique').on(t.packageId, t.sequence),
    unique('gift_cards_store_id_id_unique').on(t.storeId, t.id),
    index('gift_cards_order_idx').on(t.orderId),
    check('gift_cards_number_format', sql`${t.number} ~ '^[0-9]{19}$'`),
    check('gift_cards_value_positive', sql`${t.initialValueMinor} > 0`),
    // Only a choice card waits for activation, and it has an activation date exactly when it was activated.
    check('gift_cards_not_activated_only_choice', sql`${t.status}::text <> 'NOT_ACTIVATED' OR (${t.kind} = 'CHOICE' AND ${t.activatedAt} IS NULL)`),
    check('gift_cards_activated_only_choice', sql`${t.activatedAt} IS NULL OR ${t.kind} = 'CHOICE'`),
    check('gift_cards_active_choice_activated', sql`NOT (${t.kind} = 'CHOICE' AND ${t.status} = 'ACTIVE' AND ${t.activatedAt} IS NULL)`),
  ],
);

/**
 * The spec's order of cart type `activation`: a holder asks for a choice card to be activated (card number, amount,
 * e-mail). It has no packages, shipments or payments, so it is a table of its own rather than a kind of basket. The
 * card becomes ACTIVE when the order is processed (a durable job due at `activate_after`, at most 24 hours later).
 */
export const activationOrders = pgTable(
  'activation_orders',
  {
    /** Also the holder's key to the order's pages (the success page and the activation voucher). */
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.storeId, { onDelete: 'cascade' }),
    cardId: integer('card_id').notNull(),
    /** The language the holder asked in: the e-mail and the pages speak it. */
    language: text('language').notNull(),
    /** Where the activation's outcome is e-mailed. */
    email: text('email').notNull(),
    /** The amount the holder gave, which matched the card's loaded value. */
    amountMinor: money('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: orderStatus('status').notNull().default('PENDING'),
    activateAfter: timestamp('activate_after', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    canceledAt: timestamp('canceled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    foreignKey({
      columns: [t.storeId, t.cardId],
      foreignColumns: [giftCards.storeId, giftCards.id],
      name: 'activation_orders_card_fk',
    }),
    // A card is activated once: a second request finds the first (unless that one was canceled).
    uniqueIndex('activation_orders_live_card_unique').on(t.cardId).where(sql`${t.status} <> 'CANCELED'`),
    check('activation_orders_amount_positive', sql`${t.amountMinor} > 0`),
    check(
      'activation_orders_outcome_dated',
      sql`(${t.completedAt} IS NOT NULL) = (${t.status} = 'COMPLETED') AND (${t.canceledAt} IS NOT NULL) = (${t.status} = 'CANCELED')`,
    ),
  ],
);

export const cardLedger = pgTable(
  'card_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id').notNull(),
    cardId: integer('card_id')
      .notNull()
      .references(() => giftCards.id),
    kind: ledgerEntryKind('kind').notNull(),
    /** Signed change of the balance: ISSUE, REFUND and BONUS (a balance doubler prize) add, DEBIT subtracts. */
    amountMinor: money('amount_minor').notNull(),
    balanceAfterMinor: money('balance_after_minor').notNull(),
    /** What caused the entry (order, payment or refund id); one entry per card and reference. */
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('card_ledger_card_reference_unique').on(t.cardId, t.reference),
    index('card_ledger_card_idx').on(t.cardId, t.id),
    check('card_ledger_balance_not_negative', sql`${t.balanceAfterMinor} >= 0`),
    check(
      'card_ledger_sign_matches_kind',
      sql`(${t.kind} = 'DEBIT' AND ${t.amountMinor} < 0) OR (${t.kind} <> 'DEBIT' AND ${t.amountMinor} > 0)`,
    ),
  ],
);

/**
 * Gift cards a shopper has proven (number, PIN, captcha) in a cart's payment step. The PIN is never kept: only which
 * card, and its balance when it was added, so placing can refuse a card that was spent elsewhere since. What each
 * card pays is worked out from the cart's total and the cards' balances; placing debits it in the ledger.
 */
export const orderCardPayments = pgTable(
  'order_card_payments',
  {
    storeId: integer('store_id').notNull(),
    orderId: uuid('order_id').notNull(),
    cardId: integer('card_id').notNull(),
    balanceWhenAddedMinor: money('balance_when_added_minor').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.cardId] }),
    foreignKey({ columns: [t.storeId, t.orderId], foreignColumns: [orders.storeId, orders.id], name: 'order_card_payments_order_fk' }).onDelete('cascade'),
    foreignKey({ columns: [t.storeId, t.cardId], foreignColumns: [giftCards.storeId, giftCards.id], name: 'order_card_payments_card_fk' }),
    check('order_card_payments_balance_positive', sql`${t.balanceWhenAddedMinor} > 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Background jobs (durable: written in the transaction of the change that causes them)
// ---------------------------------------------------------------------------------------------

export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    /** One job per key: enqueueing the same key again is a no-op (handlers stay idempotent anyway). */
    dedupeKey: text('dedupe_key').notNull().unique(),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(12),
    /** A worker holds the job until this time; a worker killed mid-job leaves it to be picked up again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('jobs_due_idx').on(t.runAt).where(sql`${t.completedAt} IS NULL AND ${t.failedAt} IS NULL`)],
);

/** Captcha solutions already accepted: each solution is usable once until its challenge expires. */
export const usedCaptchaSolutions = pgTable('used_captcha_solutions', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Rate limit counters when no Redis is configured: one row per limit and client key (`rl:<limit>:<key>`),
 * incremented by an atomic upsert; a row past `expire` counts from zero again.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    /** When the window ends; null never expires. */
    expire: timestamp('expire', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('rate_limit_counters_expire_idx').on(t.expire)],
);

// ---------------------------------------------------------------------------------------------
// Customer accounts (log in, sessions, password reset, address book)
// ---------------------------------------------------------------------------------------------

/**
 * A customer's account in one store. The e-mail is unique per store whatever its case. Deleting an account keeps the
 * row (with `deleted_at`) but clears everything that names the person; its orders stay for the books, unlinked.
 */
export const customerAccounts = pgTable(
  'customer_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.storeId, { onDelete: 'cascade' }),
    email: text('email'),
    /** argon2id (PHC string). */
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phoneNumber: text('phone_number'),
    invoiceEmail: text('invoice_email'),
    vatNumber: text('vat_number'),
    subscribed: boolean('subscribed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    unique('customer_accounts_store_id_id_unique').on(t.storeId, t.id),
    uniqueIndex('customer_accounts_store_email_unique')
      .on(t.storeId, sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} IS NULL`),
    check(
      'customer_accounts_live_has_credentials',
      sql`(${t.deletedAt} IS NULL) = (${t.email} IS NOT NULL AND ${t.passwordHash} IS NOT NULL AND ${t.firstName} IS NOT NULL AND ${t.lastName} IS NOT NULL)`,
    ),
  ],
);

/** A logged-in session: only the SHA-256 of the token the storefront holds is stored. */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    storeId: integer('store_id').notNull(),
    accountId: uuid('account_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('customer_sessions_account_idx').on(t.accountId),
    index('customer_sessions_expires_idx').on(t.expiresAt),
    foreignKey({
      columns: [t.storeId, t.accountId],
      foreignColumns: [customerAccounts.storeId, customerAccounts.id],
      name: 'customer_sessions_account_fk',
    }).onDelete('cascade'),
  ],
);

/** A one-time password reset link: the SHA-256 of its token, valid until `expires_at`, spent at `used_at`. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    storeId: integer('store_id').notNull(),
    accountId: uuid('account_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('password_reset_tokens_account_idx').on(t.accountId),
    foreignKey({
      columns: [t.storeId, t.accountId],
      foreignColumns: [customerAccounts.storeId, customerAccounts.id],
      name: 'password_reset_tokens_account_fk',
    }).onDelete('cascade'),
  ],
);

/** A delivery address in an account's address book. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: integer('store_id').notNull(),
    accountId: uuid('account_id').notNull(),
    customerType: customerType('customer_type').notNull().default('PRIVATE'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name'),
    countryCode: text('country_code').notNull(),
    /** Null where the country's addresses need none. */
    postCode: text('post_code'),
    houseNumber: text('house_number'),
    suffix: text('suffix'),
    street: text('street').notNull(),
    /** Further lines the street line does not hold (an apartment, a building, a care-of); null when not given. */
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    phoneNumber: text('phone_number'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_addresses_account_idx').on(t.storeId, t.accountId, t.createdAt),
    foreignKey({
      columns: [t.storeId, t.accountId],
      foreignColumns: [customerAccounts.storeId, customerAccounts.id],
      name: 'customer_addresses_account_fk',
    }).onDelete('cascade'),
  ],
);

// ---------------------------------------------------------------------------------------------
// Balance doubler
// ---------------------------------------------------------------------------------------------

/**
 * A card entered in the balance doubler (spec §1: a monthly draw, winner drawn on the first Monday of each month) by
 * its holder, who proved it with its number and PIN. A card is entered once per draw.
 */
export const doublerEntries = pgTable(
  'doubler_entries',
  {
    /** Also the holder's key to the entry's thank-you page. */
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.storeId, { onDelete: 'cascade' }),
    cardId: integer('card_id').notNull(),
    /** The store-local date of the draw the card is in. */
    drawDate: date('draw_date', { mode: 'string' }).notNull(),
    /** Where the winner is told. */
    email: text('email').notNull(),
    /** The language the holder entered in: the winner's e-mail speaks it. */
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.storeId, t.cardId], foreignColumns: [giftCards.storeId, giftCards.id], name: 'doubler_entries_card_fk' }),
    uniqueIndex('doubler_entries_card_draw_unique').on(t.cardId, t.drawDate),
    index('doubler_entries_draw_idx').on(t.storeId, t.drawDate),
  ],
);

/** A store's balance doubler draw, once held: which entry won and what its card was given (none when nobody could win). */
export const doublerDraws = pgTable(
  'doubler_draws',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.storeId, { onDelete: 'cascade' }),
    drawDate: date('draw_date', { mode: 'string' }).notNull(),
    /** Entries whose card could still be doubled at the draw (active, not expired, with a balance). */
    eligibleEntries: integer('eligible_entries').notNull(),
    winningEntryId: uuid('winning_entry_id').references(() => doublerEntries.id),
    /** The winner's balance at the draw, added to the card as a BONUS entry of the ledger. */
    prizeMinor: money('prize_minor'),
    drawnAt: timestamp('drawn_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('doubler_draws_store_date_unique').on(t.storeId, t.drawDate),
    check('doubler_draws_prize_with_winner', sql`(${t.winningEntryId} IS NULL) = (${t.prizeMinor} IS NULL)`),
    check('doubler_draws_prize_positive', sql`${t.prizeMinor} IS NULL OR ${t.prizeMinor} > 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Business quote requests
// ---------------------------------------------------------------------------------------------

/**
 * A business customer's request for a quote (spec §3: message, remark, company details), sent from the business
 * page. The shop's business desk gets it by e-mail and answers within the hour; the customer gets a confirmation.
 */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the customer and the desk quote in their e-mails ("Q-1042"): short, and never reused. */
    number: integer('number').notNull().generatedAlwaysAsIdentity({ startWith: 1001 }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.storeId, { onDelete: 'cascade' }),
    /** The language the customer wrote in: the confirmation speaks it. */
    language: text('language').notNull(),
    companyName: text('company_name').notNull(),
    vatNumber: text('vat_number'),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    /** The customer's own reference (a purchase order number), quoted back on the quote. */
    reference: text('reference'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('quote_requests_number_unique').on(t.number), index('quote_requests_store_created_idx').on(t.storeId, t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Seed bookkeeping
// ---------------------------------------------------------------------------------------------

/** Fingerprint of the seed data last written per store; an unchanged fingerprint skips the store. */
export const seedState = pgTable('seed_state', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.storeId, { onDelete: 'cascade' }),
  fingerprint: text('fingerprint').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
