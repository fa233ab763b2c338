-- Trigram indexes for typo- and prefix-tolerant title search ('resturant', 'restau', 'Cafe').
-- Expression indexes with an operator class, which the drizzle schema cannot declare.
CREATE INDEX "product_translations_title_trgm_idx" ON "product_translations" USING gin (public.shop_search_text("title") public.gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "pages_title_trgm_idx" ON "pages" USING gin (public.shop_search_text(coalesce("hero_title", '') || ' ' || "title") public.gin_trgm_ops);
