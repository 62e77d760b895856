CREATE TABLE "merged_records" (
	"type" text NOT NULL,
	"record_id" integer NOT NULL,
	"survivor_id" integer NOT NULL,
	"merge_id" integer NOT NULL,
	CONSTRAINT "merged_records_type_record_id_pk" PRIMARY KEY("type","record_id")
);
--> statement-breakpoint
CREATE TABLE "merges" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"keep_id" integer NOT NULL,
	"merged_ids" integer[] NOT NULL,
	"user_id" integer,
	"undo" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "merged_records" ADD CONSTRAINT "merged_records_merge_id_merges_id_fk" FOREIGN KEY ("merge_id") REFERENCES "public"."merges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merges" ADD CONSTRAINT "merges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merged_records_survivor_idx" ON "merged_records" USING btree ("type","survivor_id");