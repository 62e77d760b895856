-- Facets, years, shelfmark and text incipits of every search entry (search-index.ts). Rows written before have
-- version 0 and are written again by the index code on start (search/refresh.ts): facets derive from code lists
-- and the year parser, which have no SQL twin.
ALTER TABLE "search_records" ADD COLUMN "facets" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "search_records" ADD COLUMN "year_from" integer;--> statement-breakpoint
ALTER TABLE "search_records" ADD COLUMN "year_to" integer;--> statement-breakpoint
ALTER TABLE "search_records" ADD COLUMN "shelfmark" text;--> statement-breakpoint
ALTER TABLE "search_records" ADD COLUMN "sort_shelfmark" text;--> statement-breakpoint
ALTER TABLE "search_records" ADD COLUMN "text_incipit" text;--> statement-breakpoint
ALTER TABLE "search_records" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "search_records_facets_idx" ON "search_records" USING gin ("facets");--> statement-breakpoint
CREATE INDEX "search_records_version_idx" ON "search_records" USING btree ("version");