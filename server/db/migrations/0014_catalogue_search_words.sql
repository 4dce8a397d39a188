-- Catalogue search keeps each name's words beside it (a generated tsvector) and indexes them in place of the expression indexes of 0009, so that matching and ranking no longer parse every candidate's name (issue 10).
DROP INDEX "albums_search_words_idx";--> statement-breakpoint
DROP INDEX "artists_search_words_idx";--> statement-breakpoint
DROP INDEX "browse_categories_search_words_idx";--> statement-breakpoint
DROP INDEX "playlists_search_words_idx";--> statement-breakpoint
DROP INDEX "tracks_search_words_idx";--> statement-breakpoint
ALTER TABLE "albums" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', "title")) STORED;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', "name")) STORED;--> statement-breakpoint
ALTER TABLE "browse_categories" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', "name")) STORED;--> statement-breakpoint
ALTER TABLE "playlists" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', "name")) STORED;--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', "title")) STORED;--> statement-breakpoint
CREATE INDEX "albums_search_words_idx" ON "albums" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "artists_search_words_idx" ON "artists" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "browse_categories_search_words_idx" ON "browse_categories" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "playlists_search_words_idx" ON "playlists" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "tracks_search_words_idx" ON "tracks" USING gin ("search_words");