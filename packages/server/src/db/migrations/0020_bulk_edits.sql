CREATE TABLE "bulk_edit_records" (
	"bulk_edit_id" integer NOT NULL,
	"record_id" integer NOT NULL,
	"revision_id" integer NOT NULL,
	CONSTRAINT "bulk_edit_records_bulk_edit_id_record_id_pk" PRIMARY KEY("bulk_edit_id","record_id")
);
--> statement-breakpoint
CREATE TABLE "bulk_edits" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"operation" jsonb NOT NULL,
	"record_ids" integer[] NOT NULL,
	"user_id" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "bulk_edit_records" ADD CONSTRAINT "bulk_edit_records_bulk_edit_id_bulk_edits_id_fk" FOREIGN KEY ("bulk_edit_id") REFERENCES "public"."bulk_edits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_edits" ADD CONSTRAINT "bulk_edits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;