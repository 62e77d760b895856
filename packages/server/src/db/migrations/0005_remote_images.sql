-- Images of digital copies imported from a IIIF manifest point at the remote image (and its service)
-- instead of an uploaded file: exactly one of the two.
ALTER TABLE "digital_copy_files" ALTER COLUMN "file_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "digital_copy_files" ADD COLUMN "remote_image" text;--> statement-breakpoint
ALTER TABLE "digital_copy_files" ADD COLUMN "remote_service" text;--> statement-breakpoint
ALTER TABLE "digital_copy_files" ADD COLUMN "remote_service_type" text;--> statement-breakpoint
ALTER TABLE "digital_copy_files" ADD COLUMN "remote_format" text;--> statement-breakpoint
ALTER TABLE "digital_copy_files" ADD COLUMN "remote_width" integer;--> statement-breakpoint
ALTER TABLE "digital_copy_files" ADD COLUMN "remote_height" integer;--> statement-breakpoint
ALTER TABLE "digital_copy_files" ADD CONSTRAINT "digital_copy_files_file_or_remote" CHECK (num_nonnulls("digital_copy_files"."file_id", "digital_copy_files"."remote_image") = 1);