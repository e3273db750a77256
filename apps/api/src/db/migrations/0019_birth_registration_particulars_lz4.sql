-- A record's particulars (its whole submission as JSON) are compressed when stored. With
-- PostgreSQL's default (pglz) that compression was, after B-tree comparisons, the largest
-- function in a profile of PostgreSQL under the bench's submissions; lz4 is several times
-- faster. Rows already stored keep pglz and are read as before. A server built without lz4
-- (PGlite) keeps pglz.
DO $$
BEGIN
  ALTER TABLE birth_registrations ALTER COLUMN particulars SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END
$$;
