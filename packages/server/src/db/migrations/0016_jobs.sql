-- Long work (imports, exports, rebuilds): one row per job, the record of truth of jobs/job-runner.ts on both databases.
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"stage" text,
	"progress" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"warning_count" integer DEFAULT 0 NOT NULL,
	"report" jsonb,
	"failure_key" text,
	"failure_params" jsonb,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"input" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"heartbeat_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp (3) with time zone,
	"finished_at" timestamp (3) with time zone,
	CONSTRAINT "jobs_status_known" CHECK ("jobs"."status" in ('queued', 'running', 'done', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_owner_idx" ON "jobs" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "jobs_open_idx" ON "jobs" USING btree ("status") WHERE status in ('queued', 'running');