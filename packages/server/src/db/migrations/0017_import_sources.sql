CREATE TABLE "import_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_type" text NOT NULL,
	"record_id" integer NOT NULL,
	"job_id" integer,
	"control_number" text NOT NULL,
	"file_name" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_sources" ADD CONSTRAINT "import_sources_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "import_sources_record_unique" ON "import_sources" USING btree ("record_type","record_id");--> statement-breakpoint
CREATE INDEX "import_sources_file_idx" ON "import_sources" USING btree ("file_name","control_number");