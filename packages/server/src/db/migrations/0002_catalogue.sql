CREATE TABLE "catalogs" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"collection_id" integer NOT NULL,
	"title" text,
	"short_title" text NOT NULL,
	"shelfmark" text
);
--> statement-breakpoint
CREATE TABLE "entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"position" integer NOT NULL,
	"score_id" integer,
	"number" text,
	"signature" text,
	"genre" text,
	"composer" text,
	"annotation" text,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"catalog_id" integer NOT NULL,
	"number" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"digital_copy_file_id" integer
);
--> statement-breakpoint
CREATE TABLE "composites" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"parent_id" integer,
	"shelfmark" text NOT NULL,
	"title" text,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "digital_copies" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"catalog_id" integer,
	"score_id" integer
);
--> statement-breakpoint
CREATE TABLE "digital_copy_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"digital_copy_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"name" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"filename" text NOT NULL,
	"mime" text,
	"size" integer DEFAULT 0 NOT NULL,
	"is_folder" boolean DEFAULT false NOT NULL,
	"folder" text DEFAULT '' NOT NULL,
	"sha256" text,
	"width" integer,
	"height" integer
);
--> statement-breakpoint
CREATE TABLE "attributions" (
	"id" serial PRIMARY KEY NOT NULL,
	"score_id" integer,
	"publication_id" integer,
	"position" integer NOT NULL,
	"person_id" integer NOT NULL,
	"place_id" integer,
	"function" text NOT NULL,
	"qualifier" text NOT NULL,
	"profession" text,
	"from" text,
	"to" text,
	"designation" text,
	"member" boolean DEFAULT false NOT NULL,
	"notes" text,
	CONSTRAINT "attributions_one_owner" CHECK (num_nonnulls("attributions"."score_id", "attributions"."publication_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"short_title" text NOT NULL,
	"extent" text,
	"publisher" text,
	"publication_date" text,
	"publication_place" text,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"score_id" integer,
	"person_id" integer,
	"publication_id" integer,
	"position" integer NOT NULL,
	"type" text DEFAULT 'literature' NOT NULL,
	"citation" text,
	"description" text,
	"url" text,
	"gnd_id" text,
	"rism_id" text,
	"notes" text,
	CONSTRAINT "sources_one_owner" CHECK (num_nonnulls("sources"."score_id", "sources"."person_id", "sources"."publication_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "names" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"name" text NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"dates" text,
	"cleric" boolean DEFAULT false NOT NULL,
	"first_mass" text,
	"profession" text,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "syllabi" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"position" integer NOT NULL,
	"citation" text,
	"transcription" text,
	"translation" text
);
--> statement-breakpoint
CREATE TABLE "vow_book_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"citation" text,
	"transcription" text
);
--> statement-breakpoint
CREATE TABLE "revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_type" text NOT NULL,
	"record_id" integer NOT NULL,
	"action" text NOT NULL,
	"user_id" integer,
	"snapshot" jsonb,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "genres" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incipits" (
	"id" serial PRIMARY KEY NOT NULL,
	"score_id" integer NOT NULL,
	"position" integer NOT NULL,
	"tempo" text,
	"clef" text,
	"time_signature" text,
	"key_signature" text,
	"text" text,
	"part" text,
	"basso_continuo" boolean DEFAULT false NOT NULL,
	"pae" text,
	"number" text,
	"movement" text,
	"section" text,
	"notes" text,
	"is_text_incipit" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"score_id" integer NOT NULL,
	"position" integer NOT NULL,
	"score_type" text NOT NULL,
	"source_type" text NOT NULL,
	"extent" text,
	"measurements" text,
	"wear" text,
	"date" text,
	"watermark" boolean DEFAULT false NOT NULL,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "publication_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"score_id" integer NOT NULL,
	"publication_id" integer NOT NULL,
	"position" integer NOT NULL,
	"number" text NOT NULL,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "score_genres" (
	"score_id" integer NOT NULL,
	"genre_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "score_genres_score_id_genre_id_pk" PRIMARY KEY("score_id","genre_id")
);
--> statement-breakpoint
CREATE TABLE "scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"collection_id" integer NOT NULL,
	"composite_id" integer,
	"shelfmark" text NOT NULL,
	"former_shelfmarks" text,
	"opus" text,
	"work_date" text,
	"provenance" text,
	"notes" text,
	"title" text,
	"key" text,
	"has_digital_copy" boolean DEFAULT false NOT NULL,
	"short_title" text NOT NULL,
	"alternative_name" text
);
--> statement-breakpoint
CREATE TABLE "voices" (
	"id" serial PRIMARY KEY NOT NULL,
	"score_id" integer,
	"part_id" integer,
	"voice" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "voices_one_owner" CHECK (num_nonnulls("voices"."score_id", "voices"."part_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "catalogs" ADD CONSTRAINT "catalogs_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_score_id_scores_id_fk" FOREIGN KEY ("score_id") REFERENCES "public"."scores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_digital_copy_file_id_digital_copy_files_id_fk" FOREIGN KEY ("digital_copy_file_id") REFERENCES "public"."digital_copy_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "composites" ADD CONSTRAINT "composites_parent_id_composites_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."composites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_copies" ADD CONSTRAINT "digital_copies_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_copies" ADD CONSTRAINT "digital_copies_score_id_scores_id_fk" FOREIGN KEY ("score_id") REFERENCES "public"."scores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_copy_files" ADD CONSTRAINT "digital_copy_files_digital_copy_id_digital_copies_id_fk" FOREIGN KEY ("digital_copy_id") REFERENCES "public"."digital_copies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_copy_files" ADD CONSTRAINT "digital_copy_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attributions" ADD CONSTRAINT "attributions_score_id_scores_id_fk" FOREIGN KEY ("score_id") REFERENCES "public"."scores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attributions" ADD CONSTRAINT "attributions_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attributions" ADD CONSTRAINT "attributions_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attributions" ADD CONSTRAINT "attributions_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_score_id_scores_id_fk" FOREIGN KEY ("score_id") REFERENCES "public"."scores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "names" ADD CONSTRAINT "names_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "syllabi" ADD CONSTRAINT "syllabi_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vow_book_entries" ADD CONSTRAINT "vow_book_entries_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incipits" ADD CONSTRAINT "incipits_score_id_scores_id_fk" FOREIGN KEY ("score_id") REFERENCES "public"."scores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_score_id_scores_id_fk" FOREIGN KEY ("score_id") REFERENCES "public"."scores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_scores" ADD CONSTRAINT "publication_scores_score_id_scores_id_fk" FOREIGN KEY ("score_id") REFERENCES "public"."scores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_scores" ADD CONSTRAINT "publication_scores_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_genres" ADD CONSTRAINT "score_genres_score_id_scores_id_fk" FOREIGN KEY ("score_id") REFERENCES "public"."scores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_genres" ADD CONSTRAINT "score_genres_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_composite_id_composites_id_fk" FOREIGN KEY ("composite_id") REFERENCES "public"."composites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voices" ADD CONSTRAINT "voices_score_id_scores_id_fk" FOREIGN KEY ("score_id") REFERENCES "public"."scores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voices" ADD CONSTRAINT "voices_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogs_collection_idx" ON "catalogs" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "entries_page_idx" ON "entries" USING btree ("page_id","position");--> statement-breakpoint
CREATE INDEX "entries_score_idx" ON "entries" USING btree ("score_id");--> statement-breakpoint
CREATE INDEX "pages_catalog_idx" ON "pages" USING btree ("catalog_id","position");--> statement-breakpoint
CREATE INDEX "composites_parent_idx" ON "composites" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "digital_copies_catalog_idx" ON "digital_copies" USING btree ("catalog_id");--> statement-breakpoint
CREATE INDEX "digital_copies_score_idx" ON "digital_copies" USING btree ("score_id");--> statement-breakpoint
CREATE INDEX "digital_copy_files_copy_idx" ON "digital_copy_files" USING btree ("digital_copy_id","position");--> statement-breakpoint
CREATE INDEX "digital_copy_files_file_idx" ON "digital_copy_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "files_folder_idx" ON "files" USING btree ("folder","filename");--> statement-breakpoint
CREATE INDEX "attributions_score_idx" ON "attributions" USING btree ("score_id");--> statement-breakpoint
CREATE INDEX "attributions_publication_idx" ON "attributions" USING btree ("publication_id");--> statement-breakpoint
CREATE INDEX "attributions_person_idx" ON "attributions" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "places_name_unique" ON "places" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "places_name_trgm_idx" ON "places" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sources_score_idx" ON "sources" USING btree ("score_id");--> statement-breakpoint
CREATE INDEX "sources_person_idx" ON "sources" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "sources_publication_idx" ON "sources" USING btree ("publication_id");--> statement-breakpoint
CREATE INDEX "names_person_idx" ON "names" USING btree ("person_id","position");--> statement-breakpoint
CREATE INDEX "syllabi_person_idx" ON "syllabi" USING btree ("person_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "vow_book_entries_person_unique" ON "vow_book_entries" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "revisions_record_idx" ON "revisions" USING btree ("record_type","record_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "genres_name_unique" ON "genres" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "genres_name_trgm_idx" ON "genres" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "incipits_score_idx" ON "incipits" USING btree ("score_id","position");--> statement-breakpoint
CREATE INDEX "parts_score_idx" ON "parts" USING btree ("score_id","position");--> statement-breakpoint
CREATE INDEX "publication_scores_score_idx" ON "publication_scores" USING btree ("score_id");--> statement-breakpoint
CREATE INDEX "publication_scores_publication_idx" ON "publication_scores" USING btree ("publication_id");--> statement-breakpoint
CREATE INDEX "score_genres_genre_idx" ON "score_genres" USING btree ("genre_id");--> statement-breakpoint
CREATE INDEX "scores_collection_idx" ON "scores" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "scores_composite_idx" ON "scores" USING btree ("composite_id");--> statement-breakpoint
CREATE INDEX "voices_score_idx" ON "voices" USING btree ("score_id");--> statement-breakpoint
CREATE INDEX "voices_part_idx" ON "voices" USING btree ("part_id");