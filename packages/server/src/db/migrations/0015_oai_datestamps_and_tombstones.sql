CREATE TABLE "oai_tombstones" (
	"type" text NOT NULL,
	"record_id" integer NOT NULL,
	"collection_id" integer,
	"deleted_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oai_tombstones_type_record_id_pk" PRIMARY KEY("type","record_id")
);
--> statement-breakpoint
ALTER TABLE "search_records" ADD COLUMN "changed_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "oai_tombstones_datestamp_idx" ON "oai_tombstones" USING btree ("deleted_at","type","record_id");--> statement-breakpoint
CREATE INDEX "search_records_harvest_idx" ON "search_records" USING btree ("changed_at","type","record_id") WHERE type in ('score', 'person', 'publication');--> statement-breakpoint
-- What was indexed before keeps its record's own last change as its datestamp, not this migration's.
UPDATE "search_records" SET "changed_at" = "scores"."updated_at" FROM "scores" WHERE "search_records"."type" = 'score' AND "search_records"."record_id" = "scores"."id";--> statement-breakpoint
UPDATE "search_records" SET "changed_at" = "people"."updated_at" FROM "people" WHERE "search_records"."type" = 'person' AND "search_records"."record_id" = "people"."id";--> statement-breakpoint
UPDATE "search_records" SET "changed_at" = "publications"."updated_at" FROM "publications" WHERE "search_records"."type" = 'publication' AND "search_records"."record_id" = "publications"."id";
