-- Search folds accents and ß on both sides (search.ts: searchFold, from the same table): the document is
-- computed anew from the folded text, and the word list for typo correction rebuilt from it.
CREATE OR REPLACE FUNCTION search_fold(words text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT replace(replace(replace(replace(replace(replace(replace(replace(
    translate(words, 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïðñòóôõöøùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħĨĩĪīĬĭĮįİıĴĵĶķĹĺĻļĽľŁłŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŧŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžſ', 'aaaaaaceeeeiiiidnoooooouuuuyaaaaaaceeeeiiiidnoooooouuuuyyaaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiiijjkkllllllllnnnnnnoooooorrrrrrssssssssttttttuuuuuuuuuuuuwwyyyzzzzzzs'),
    'ß', 'ss'), 'ẞ', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'), 'þ', 'th'), 'Þ', 'th')
$$;--> statement-breakpoint
ALTER TABLE "search_records" drop column "document";--> statement-breakpoint
ALTER TABLE "search_records" ADD COLUMN "document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', search_fold(coalesce(title, ''))), 'A') || setweight(to_tsvector('simple', search_fold(coalesce(subtitle, ''))), 'B') || setweight(to_tsvector('simple', search_fold(coalesce(text, ''))), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_records_document_idx" ON "search_records" USING gin ("document");--> statement-breakpoint
DELETE FROM "search_words";--> statement-breakpoint
INSERT INTO "search_words" ("word")
  SELECT DISTINCT lexeme FROM "search_records", unnest("document") WHERE length(lexeme) >= 3 AND lexeme !~ '[0-9]'
  ON CONFLICT DO NOTHING;
