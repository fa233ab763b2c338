-- Search building blocks shared by the tables of 0001 and the indexes of 0002.
-- Trigram matching (typos, prefixes) and accent folding ('Cafe' finds 'Café').
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;
--> statement-breakpoint
-- One accent-insensitive text search configuration per supported language: the language's own
-- stemmer after unaccent, so 'restaurants' matches 'restaurant' and 'Café' matches 'cafe'.
DO $$
DECLARE
  language_name text;
BEGIN
  FOREACH language_name IN ARRAY ARRAY['english', 'dutch', 'german', 'french', 'italian', 'spanish',
    'portuguese', 'swedish', 'danish', 'norwegian', 'finnish']
  LOOP
    EXECUTE format('CREATE TEXT SEARCH CONFIGURATION public.shop_%s (COPY = pg_catalog.%s)', language_name, language_name);
    EXECUTE format('ALTER TEXT SEARCH CONFIGURATION public.shop_%s ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, pg_catalog.%s_stem',
      language_name, language_name);
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION public.shop_simple (COPY = pg_catalog.simple);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION public.shop_simple ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, pg_catalog.simple;
--> statement-breakpoint
-- Maps a store language ('en', 'nl', 'de-CH', ...) to its search configuration; languages without
-- a stemmer (Polish, ...) fall back to accent-insensitive whole words.
CREATE FUNCTION public.shop_search_config(language text) RETURNS regconfig
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT CASE split_part(lower(language), '-', 1)
    WHEN 'en' THEN 'public.shop_english'::regconfig
    WHEN 'nl' THEN 'public.shop_dutch'::regconfig
    WHEN 'de' THEN 'public.shop_german'::regconfig
    WHEN 'fr' THEN 'public.shop_french'::regconfig
    WHEN 'it' THEN 'public.shop_italian'::regconfig
    WHEN 'es' THEN 'public.shop_spanish'::regconfig
    WHEN 'pt' THEN 'public.shop_portuguese'::regconfig
    WHEN 'sv' THEN 'public.shop_swedish'::regconfig
    WHEN 'da' THEN 'public.shop_danish'::regconfig
    WHEN 'no' THEN 'public.shop_norwegian'::regconfig
    WHEN 'nb' THEN 'public.shop_norwegian'::regconfig
    WHEN 'fi' THEN 'public.shop_finnish'::regconfig
    ELSE 'public.shop_simple'::regconfig
  END
$$;
--> statement-breakpoint
-- Declared immutable so generated columns can use it; the configurations above never change.
CREATE FUNCTION public.shop_search_document(language text, content text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT to_tsvector(public.shop_search_config(language), content)
$$;
--> statement-breakpoint
-- Everything is schema-qualified: index builds run with a restricted search_path.
-- unaccent() is only STABLE (its dictionary could be swapped); pinning the dictionary makes the
-- wrapper safe to declare IMMUTABLE, which expression indexes require.
CREATE FUNCTION public.shop_search_text(content text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT lower(public.unaccent('public.unaccent'::regdictionary, content))
$$;
