CREATE TYPE "public"."card_type" AS ENUM('large', 'small');--> statement-breakpoint
CREATE TYPE "public"."delivery_kind" AS ENUM('DIGITAL', 'PHYSICAL');--> statement-breakpoint
CREATE TYPE "public"."extra_kind" AS ENUM('WRAPPER', 'DIGITAL_WRAPPER', 'GIFT_PACKING', 'PERSONAL_MESSAGE');--> statement-breakpoint
CREATE TYPE "public"."fee_kind" AS ENUM('SERVICE_FEE_PER_ORDER', 'SERVICE_FEE_PER_PACKAGE');--> statement-breakpoint
CREATE TYPE "public"."label_icon" AS ENUM('like', 'star');--> statement-breakpoint
CREATE TYPE "public"."order_item_type" AS ENUM('GIFTCARD', 'BLANK_GIFT_CARD_PACK', 'DONATION', 'WRAPPER', 'DIGITAL_WRAPPER', 'GIFT_PACKING', 'PERSONAL_MESSAGE');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('PENDING', 'COMPLETED', 'CANCELED');--> statement-breakpoint
CREATE TYPE "public"."page_kind" AS ENUM('giving_moment', 'landing', 'information', 'blog_article', 'business', 'location', 'category');--> statement-breakpoint
CREATE TYPE "public"."product_type" AS ENUM('GIFTCARD_DIGITAL', 'GIFTCARD_PHYSICAL', 'GIFTCARD_BLANK', 'DONATION');--> statement-breakpoint
CREATE TYPE "public"."value_kind" AS ENUM('ABSOLUTE', 'RELATIVE');--> statement-breakpoint
CREATE TYPE "public"."variation_type" AS ENUM('digital', 'physical');--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"code" text NOT NULL,
	"value_kind" "value_kind" NOT NULL,
	"value" integer NOT NULL,
	"minimum_order_minor" bigint DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "coupons_store_code_unique" UNIQUE("store_id","code"),
	CONSTRAINT "coupons_value_positive" CHECK ("coupons"."value" > 0),
	CONSTRAINT "coupons_relative_at_most_100_percent" CHECK ("coupons"."value_kind" <> 'RELATIVE' OR "coupons"."value" <= 10000)
);
--> statement-breakpoint
CREATE TABLE "extra_translations" (
	"store_id" integer NOT NULL,
	"extra_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "extra_translations_extra_id_language_pk" PRIMARY KEY("extra_id","language")
);
--> statement-breakpoint
CREATE TABLE "extras" (
	"id" integer PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"kind" "extra_kind" NOT NULL,
	"sku" text NOT NULL,
	"price_minor" bigint NOT NULL,
	"image_svg" text NOT NULL,
	"position" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "extras_store_id_id_unique" UNIQUE("store_id","id"),
	CONSTRAINT "extras_store_sku_unique" UNIQUE("store_id","sku"),
	CONSTRAINT "extras_price_not_negative" CHECK ("extras"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fee_rules" (
	"id" integer PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"kind" "fee_kind" NOT NULL,
	"delivery_kind" "delivery_kind",
	"amount_minor" bigint NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "fee_rules_amount_not_negative" CHECK ("fee_rules"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "highlighted_blocks" (
	"id" integer PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"card_image_svg" text NOT NULL,
	"background_image_svg" text NOT NULL,
	"referenced_path" text NOT NULL,
	"show_hand" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_blocks" (
	"id" integer PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"language" text NOT NULL,
	"queue_id" text NOT NULL,
	"block_type" text NOT NULL,
	"title" text NOT NULL,
	"items" jsonb NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "home_blocks_queue_position_unique" UNIQUE("store_id","language","queue_id","position")
);
--> statement-breakpoint
CREATE TABLE "menu_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"term_id" integer,
	"icon_svg" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "menu_categories_store_id_id_unique" UNIQUE("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "menu_category_top_products" (
	"store_id" integer NOT NULL,
	"menu_category_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "menu_category_top_products_menu_category_id_product_id_pk" PRIMARY KEY("menu_category_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "menu_category_translations" (
	"store_id" integer NOT NULL,
	"menu_category_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"path" text NOT NULL,
	CONSTRAINT "menu_category_translations_menu_category_id_language_pk" PRIMARY KEY("menu_category_id","language")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"package_id" integer NOT NULL,
	"item_type" "order_item_type" NOT NULL,
	"variation_id" integer,
	"extra_id" integer,
	"qty" integer NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"message_text" text,
	CONSTRAINT "order_items_package_type_unique" UNIQUE("package_id","item_type"),
	CONSTRAINT "order_items_qty_positive" CHECK ("order_items"."qty" > 0),
	CONSTRAINT "order_items_price_not_negative" CHECK ("order_items"."unit_price_minor" >= 0),
	CONSTRAINT "order_items_reference_matches_type" CHECK (CASE WHEN "order_items"."item_type" IN ('GIFTCARD', 'BLANK_GIFT_CARD_PACK', 'DONATION')
        THEN "order_items"."variation_id" IS NOT NULL AND "order_items"."extra_id" IS NULL
        ELSE "order_items"."extra_id" IS NOT NULL AND "order_items"."variation_id" IS NULL END),
	CONSTRAINT "order_items_message_only_on_personal_message" CHECK (("order_items"."item_type" = 'PERSONAL_MESSAGE') = ("order_items"."message_text" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" integer NOT NULL,
	"language" text NOT NULL,
	"status" "order_status" DEFAULT 'PENDING' NOT NULL,
	"coupon_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_store_id_id_unique" UNIQUE("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "package_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "package_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"shipment_id" integer NOT NULL,
	"tag" text NOT NULL,
	"receiver_title" text,
	"receiver_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_groups_store_id_id_unique" UNIQUE("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"package_group_id" integer NOT NULL,
	"shipment_id" integer NOT NULL,
	CONSTRAINT "packages_store_id_id_unique" UNIQUE("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "page_products" (
	"store_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	"field_name" text NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "page_products_page_id_field_name_product_id_pk" PRIMARY KEY("page_id","field_name","product_id")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" integer PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"language" text NOT NULL,
	"kind" "page_kind" NOT NULL,
	"translation_key" text NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"hero_title" text,
	"body" text NOT NULL,
	"image_svg" text,
	"background_color" text,
	"meta_title" text NOT NULL,
	"meta_keywords" text DEFAULT '' NOT NULL,
	"noindex" boolean DEFAULT false NOT NULL,
	"nofollow" boolean DEFAULT false NOT NULL,
	"latitude" numeric(8, 5),
	"longitude" numeric(8, 5),
	"address_street" text,
	"address_post_code" text,
	"address_city" text,
	"address_country" text,
	"published_at" timestamp with time zone,
	"position" integer NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (public.shop_search_document("pages"."language", coalesce("pages"."title", '') || ' ' || coalesce("pages"."hero_title", '') || ' ' || coalesce("pages"."meta_keywords", ''))) STORED NOT NULL,
	CONSTRAINT "pages_store_id_id_unique" UNIQUE("store_id","id"),
	CONSTRAINT "pages_store_language_path_unique" UNIQUE("store_id","language","path"),
	CONSTRAINT "pages_location_has_coordinates" CHECK ("pages"."kind" <> 'location' OR ("pages"."latitude" IS NOT NULL AND "pages"."longitude" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "popular_search_terms" (
	"id" integer PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_terms" (
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	CONSTRAINT "product_terms_product_id_term_id_pk" PRIMARY KEY("product_id","term_id")
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"path" text NOT NULL,
	"label_title" text,
	"external_link_title" text,
	"search_vector" "tsvector" GENERATED ALWAYS AS (public.shop_search_document("product_translations"."language", coalesce("product_translations"."title", '') || ' ' || coalesce("product_translations"."description", ''))) STORED NOT NULL,
	CONSTRAINT "product_translations_product_id_language_pk" PRIMARY KEY("product_id","language"),
	CONSTRAINT "product_translations_store_language_path_unique" UNIQUE("store_id","language","path")
);
--> statement-breakpoint
CREATE TABLE "product_variations" (
	"id" integer PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variation_type" "variation_type" NOT NULL,
	"sku" text NOT NULL,
	"fixed_values_minor" bigint[] DEFAULT '{}' NOT NULL,
	"custom_min_minor" bigint,
	"custom_max_minor" bigint,
	"whole_numbers_only" boolean DEFAULT true NOT NULL,
	CONSTRAINT "product_variations_store_id_id_unique" UNIQUE("store_id","id"),
	CONSTRAINT "product_variations_store_sku_unique" UNIQUE("store_id","sku"),
	CONSTRAINT "product_variations_product_type_unique" UNIQUE("product_id","variation_type"),
	CONSTRAINT "product_variations_amount_defined" CHECK (cardinality("product_variations"."fixed_values_minor") > 0 OR ("product_variations"."custom_min_minor" IS NOT NULL AND "product_variations"."custom_max_minor" IS NOT NULL)),
	CONSTRAINT "product_variations_custom_range_valid" CHECK (("product_variations"."custom_min_minor" IS NULL) = ("product_variations"."custom_max_minor" IS NULL) AND ("product_variations"."custom_min_minor" IS NULL OR ("product_variations"."custom_min_minor" > 0 AND "product_variations"."custom_min_minor" <= "product_variations"."custom_max_minor")))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"product_type" "product_type" NOT NULL,
	"card_type" "card_type" DEFAULT 'small' NOT NULL,
	"image_path" text NOT NULL,
	"image_svg" text NOT NULL,
	"background_color" text NOT NULL,
	"show_hand" boolean DEFAULT false NOT NULL,
	"show_shadow" boolean DEFAULT true NOT NULL,
	"label_icon" "label_icon",
	"label_color" text,
	"has_free_label" boolean DEFAULT false NOT NULL,
	"external_link_url" text,
	"is_on_offer" boolean DEFAULT false NOT NULL,
	"is_exchangeable_with_choice_card" boolean DEFAULT false NOT NULL,
	"is_choice_card" boolean DEFAULT false NOT NULL,
	"has_apple_sum_limit" boolean DEFAULT false NOT NULL,
	"requires_registered_shipping" boolean DEFAULT false NOT NULL,
	"stock" integer,
	"per_order_limit" integer,
	"popularity" integer DEFAULT 0 NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "products_store_id_id_unique" UNIQUE("store_id","id"),
	CONSTRAINT "products_stock_not_negative" CHECK ("products"."stock" IS NULL OR "products"."stock" >= 0),
	CONSTRAINT "products_per_order_limit_positive" CHECK ("products"."per_order_limit" IS NULL OR "products"."per_order_limit" > 0),
	CONSTRAINT "products_label_complete" CHECK (("products"."label_icon" IS NULL) = ("products"."label_color" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "seed_state" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"tag" text NOT NULL,
	"delivery_kind" "delivery_kind" NOT NULL,
	"delivery_address" jsonb,
	CONSTRAINT "shipments_store_id_id_unique" UNIQUE("store_id","id"),
	CONSTRAINT "shipments_order_tag_unique" UNIQUE("order_id","tag")
);
--> statement-breakpoint
CREATE TABLE "shipping_rules" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"physical_shipment_minor" bigint NOT NULL,
	"registered_shipment_minor" bigint NOT NULL,
	"registered_threshold_minor" bigint NOT NULL,
	CONSTRAINT "shipping_rules_not_negative" CHECK ("shipping_rules"."physical_shipment_minor" >= 0 AND "shipping_rules"."registered_shipment_minor" >= 0 AND "shipping_rules"."registered_threshold_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_languages" (
	"store_id" integer NOT NULL,
	"language" text NOT NULL,
	"locale" text NOT NULL,
	"is_default" boolean NOT NULL,
	"product_word" text NOT NULL,
	"product_slug" text NOT NULL,
	CONSTRAINT "store_languages_store_id_language_pk" PRIMARY KEY("store_id","language")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"brand_group" text NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"default_language" text NOT NULL,
	"vat_basis_points" integer NOT NULL,
	"primary_color" text NOT NULL,
	"secondary_color" text NOT NULL,
	CONSTRAINT "stores_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "taxonomy_term_translations" (
	"store_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"path" text NOT NULL,
	CONSTRAINT "taxonomy_term_translations_term_id_language_pk" PRIMARY KEY("term_id","language")
);
--> statement-breakpoint
CREATE TABLE "taxonomy_terms" (
	"id" integer PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"vocabulary_id" text NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "taxonomy_terms_store_id_id_unique" UNIQUE("store_id","id"),
	CONSTRAINT "taxonomy_terms_store_vocabulary_key_unique" UNIQUE("store_id","vocabulary_id","key")
);
--> statement-breakpoint
CREATE TABLE "taxonomy_vocabularies" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_store_id_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_translations" ADD CONSTRAINT "extra_translations_extra_fk" FOREIGN KEY ("store_id","extra_id") REFERENCES "public"."extras"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras" ADD CONSTRAINT "extras_store_id_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_rules" ADD CONSTRAINT "fee_rules_store_id_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "highlighted_blocks" ADD CONSTRAINT "highlighted_blocks_language_fk" FOREIGN KEY ("store_id","language") REFERENCES "public"."store_languages"("store_id","language") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_blocks" ADD CONSTRAINT "home_blocks_language_fk" FOREIGN KEY ("store_id","language") REFERENCES "public"."store_languages"("store_id","language") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_store_id_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_term_fk" FOREIGN KEY ("store_id","term_id") REFERENCES "public"."taxonomy_terms"("store_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_category_top_products" ADD CONSTRAINT "menu_category_top_products_category_fk" FOREIGN KEY ("store_id","menu_category_id") REFERENCES "public"."menu_categories"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_category_top_products" ADD CONSTRAINT "menu_category_top_products_product_fk" FOREIGN KEY ("store_id","product_id") REFERENCES "public"."products"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_category_translations" ADD CONSTRAINT "menu_category_translations_category_fk" FOREIGN KEY ("store_id","menu_category_id") REFERENCES "public"."menu_categories"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_fk" FOREIGN KEY ("store_id","order_id") REFERENCES "public"."orders"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_package_fk" FOREIGN KEY ("store_id","package_id") REFERENCES "public"."packages"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variation_fk" FOREIGN KEY ("store_id","variation_id") REFERENCES "public"."product_variations"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_extra_fk" FOREIGN KEY ("store_id","extra_id") REFERENCES "public"."extras"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_groups" ADD CONSTRAINT "package_groups_order_fk" FOREIGN KEY ("store_id","order_id") REFERENCES "public"."orders"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_groups" ADD CONSTRAINT "package_groups_shipment_fk" FOREIGN KEY ("store_id","shipment_id") REFERENCES "public"."shipments"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_order_fk" FOREIGN KEY ("store_id","order_id") REFERENCES "public"."orders"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_group_fk" FOREIGN KEY ("store_id","package_group_id") REFERENCES "public"."package_groups"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_shipment_fk" FOREIGN KEY ("store_id","shipment_id") REFERENCES "public"."shipments"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_products" ADD CONSTRAINT "page_products_page_fk" FOREIGN KEY ("store_id","page_id") REFERENCES "public"."pages"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_products" ADD CONSTRAINT "page_products_product_fk" FOREIGN KEY ("store_id","product_id") REFERENCES "public"."products"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_language_fk" FOREIGN KEY ("store_id","language") REFERENCES "public"."store_languages"("store_id","language") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popular_search_terms" ADD CONSTRAINT "popular_search_terms_language_fk" FOREIGN KEY ("store_id","language") REFERENCES "public"."store_languages"("store_id","language") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_terms" ADD CONSTRAINT "product_terms_product_fk" FOREIGN KEY ("store_id","product_id") REFERENCES "public"."products"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_terms" ADD CONSTRAINT "product_terms_term_fk" FOREIGN KEY ("store_id","term_id") REFERENCES "public"."taxonomy_terms"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_fk" FOREIGN KEY ("store_id","product_id") REFERENCES "public"."products"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_language_fk" FOREIGN KEY ("store_id","language") REFERENCES "public"."store_languages"("store_id","language") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variations" ADD CONSTRAINT "product_variations_product_fk" FOREIGN KEY ("store_id","product_id") REFERENCES "public"."products"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_store_id_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seed_state" ADD CONSTRAINT "seed_state_store_id_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_fk" FOREIGN KEY ("store_id","order_id") REFERENCES "public"."orders"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rules" ADD CONSTRAINT "shipping_rules_store_id_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_languages" ADD CONSTRAINT "store_languages_store_id_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxonomy_term_translations" ADD CONSTRAINT "taxonomy_term_translations_term_fk" FOREIGN KEY ("store_id","term_id") REFERENCES "public"."taxonomy_terms"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxonomy_terms" ADD CONSTRAINT "taxonomy_terms_store_id_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxonomy_terms" ADD CONSTRAINT "taxonomy_terms_vocabulary_id_taxonomy_vocabularies_id_fk" FOREIGN KEY ("vocabulary_id") REFERENCES "public"."taxonomy_vocabularies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extras_store_kind_idx" ON "extras" USING btree ("store_id","kind","position");--> statement-breakpoint
CREATE INDEX "fee_rules_store_idx" ON "fee_rules" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "highlighted_blocks_store_idx" ON "highlighted_blocks" USING btree ("store_id","language","position");--> statement-breakpoint
CREATE INDEX "menu_categories_store_position_idx" ON "menu_categories" USING btree ("store_id","position");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_package_idx" ON "order_items" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "orders_store_status_idx" ON "orders" USING btree ("store_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "package_groups_order_idx" ON "package_groups" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "packages_order_idx" ON "packages" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "packages_group_idx" ON "packages" USING btree ("package_group_id");--> statement-breakpoint
CREATE INDEX "pages_store_kind_idx" ON "pages" USING btree ("store_id","language","kind","position");--> statement-breakpoint
CREATE INDEX "pages_location_box_idx" ON "pages" USING btree ("store_id","latitude","longitude") WHERE "pages"."kind" = 'location';--> statement-breakpoint
CREATE INDEX "pages_search_idx" ON "pages" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "popular_search_terms_store_idx" ON "popular_search_terms" USING btree ("store_id","language","position");--> statement-breakpoint
CREATE INDEX "product_terms_store_term_idx" ON "product_terms" USING btree ("store_id","term_id","product_id");--> statement-breakpoint
CREATE INDEX "product_translations_search_idx" ON "product_translations" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_store_type_position_idx" ON "products" USING btree ("store_id","product_type","position");--> statement-breakpoint
CREATE INDEX "products_store_offer_idx" ON "products" USING btree ("store_id") WHERE "products"."is_on_offer";--> statement-breakpoint
CREATE INDEX "products_store_exchangeable_idx" ON "products" USING btree ("store_id") WHERE "products"."is_exchangeable_with_choice_card";