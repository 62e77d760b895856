-- Entries indexed before their search text held their catalog's short title and shelfmark and their page
-- and entry numbers (entry-search.ts) get those words, so that "1762 12" finds entry 12 of the catalog of 1762.
UPDATE "search_records" AS s SET "text" = concat_ws(' ',
  nullif(trim(c."short_title"), ''), nullif(trim(c."shelfmark"), ''), nullif(trim(p."number"), ''),
  nullif(trim(e."number"), ''), nullif(trim(e."signature"), ''), nullif(trim(e."composer"), ''),
  nullif(trim(e."annotation"), ''), nullif(trim(e."notes"), ''))
FROM "entries" AS e
JOIN "pages" AS p ON p."id" = e."page_id"
JOIN "catalogs" AS c ON c."id" = p."catalog_id"
WHERE s."type" = 'entry' AND s."record_id" = e."id";
