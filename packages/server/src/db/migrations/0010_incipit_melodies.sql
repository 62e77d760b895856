-- Melodic search (melody/): each incipit's line and its packed four-interval grams. The server's start derives
-- them for incipits that have none (those saved before, a restored older backup); npm run melody:rebuild at will.
CREATE TABLE "incipit_grams" (
	"incipit_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"gram" integer NOT NULL,
	CONSTRAINT "incipit_grams_incipit_id_position_pk" PRIMARY KEY("incipit_id","position")
);
--> statement-breakpoint
CREATE TABLE "incipit_melodies" (
	"incipit_id" integer PRIMARY KEY NOT NULL,
	"score_id" integer NOT NULL,
	"intervals" smallint[] NOT NULL,
	"rhythm" smallint[] NOT NULL,
	"notes" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "incipit_grams" ADD CONSTRAINT "incipit_grams_incipit_id_incipit_melodies_incipit_id_fk" FOREIGN KEY ("incipit_id") REFERENCES "public"."incipit_melodies"("incipit_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incipit_melodies" ADD CONSTRAINT "incipit_melodies_incipit_id_incipits_id_fk" FOREIGN KEY ("incipit_id") REFERENCES "public"."incipits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incipit_melodies" ADD CONSTRAINT "incipit_melodies_score_id_scores_id_fk" FOREIGN KEY ("score_id") REFERENCES "public"."scores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incipit_grams_gram_idx" ON "incipit_grams" USING btree ("gram","incipit_id","position");--> statement-breakpoint
CREATE INDEX "incipit_melodies_score_idx" ON "incipit_melodies" USING btree ("score_id");