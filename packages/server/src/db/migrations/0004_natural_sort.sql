-- Search rows written before numbers sorted naturally get sortKey's number encoding (search-index.ts):
-- each run of digits becomes its count (two places) and its digits without leading zeros.
UPDATE "search_records" SET "sort_title" = coalesce((
  SELECT string_agg(
    CASE WHEN part ~ '^[0-9]' THEN (CASE WHEN length(num) < 10 THEN '0' ELSE '' END) || length(num) || num ELSE part END,
    '' ORDER BY position)
  FROM regexp_matches("sort_title", '[0-9]+|[^0-9]+', 'g') WITH ORDINALITY AS found(match, position),
    LATERAL (SELECT found.match[1] AS part) AS p,
    LATERAL (SELECT regexp_replace(p.part, '^0+(?=[0-9])', '') AS num) AS n
), '');
