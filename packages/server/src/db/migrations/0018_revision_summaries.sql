ALTER TABLE "revisions" ADD COLUMN "summary" jsonb;--> statement-breakpoint
ALTER TABLE "revisions" ADD COLUMN "cause" jsonb;