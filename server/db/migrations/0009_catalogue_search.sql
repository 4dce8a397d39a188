-- Catalogue search's typo tolerance needs trigram matching (pg_trgm ships with PostgreSQL and PGlite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "albums_search_words_idx" ON "albums" USING gin (to_tsvector('simple', "title"));--> statement-breakpoint
CREATE INDEX "albums_search_trigrams_idx" ON "albums" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "artists_search_words_idx" ON "artists" USING gin (to_tsvector('simple', "name"));--> statement-breakpoint
CREATE INDEX "artists_search_trigrams_idx" ON "artists" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "browse_categories_search_words_idx" ON "browse_categories" USING gin (to_tsvector('simple', "name"));--> statement-breakpoint
CREATE INDEX "browse_categories_search_trigrams_idx" ON "browse_categories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "playlists_search_words_idx" ON "playlists" USING gin (to_tsvector('simple', "name"));--> statement-breakpoint
CREATE INDEX "playlists_search_trigrams_idx" ON "playlists" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tracks_search_words_idx" ON "tracks" USING gin (to_tsvector('simple', "title"));--> statement-breakpoint
CREATE INDEX "tracks_search_trigrams_idx" ON "tracks" USING gin ("title" gin_trgm_ops);