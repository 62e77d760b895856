CREATE TABLE "revision_parts" (
	"revision_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "revision_parts_revision_id_position_pk" PRIMARY KEY("revision_id","position")
);
--> statement-breakpoint
ALTER TABLE "revision_parts" ADD CONSTRAINT "revision_parts_revision_id_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."revisions"("id") ON DELETE cascade ON UPDATE no action;