-- Titles folded (lower case, no accents) once on write instead of on every search row; the trigram
-- indexes of 0002 move from the expressions to these columns under the same names.
DROP INDEX "pages_title_trgm_idx";--> statement-breakpoint
DROP INDEX "product_translations_title_trgm_idx";--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "search_title" text GENERATED ALWAYS AS (public.shop_search_text(coalesce("pages"."hero_title", '') || ' ' || coalesce("pages"."title", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "product_translations" ADD COLUMN "search_title" text GENERATED ALWAYS AS (public.shop_search_text(coalesce("product_translations"."title", ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "pages_title_trgm_idx" ON "pages" USING gin ("search_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_translations_title_trgm_idx" ON "product_translations" USING gin ("search_title" gin_trgm_ops);
