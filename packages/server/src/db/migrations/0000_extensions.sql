-- drizzle-kit does not emit CREATE EXTENSION; the trigram indexes of later migrations need it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
