-- Renamed records updated in place (bench/RESULTS.md, "Names indexed beside the records").
-- A correction of a name (issue 25) changes a record's search name. While the name was indexed
-- in `records` itself (its words' GIN indexes, 0024 and 0028), PostgreSQL could never update a
-- renamed row in place (a HOT update): every approval wrote a new entry in each of the records'
-- eleven B-trees and in the words' GIN index. The words' indexes now live in a table of their
-- own, one row per record, kept by the records' triggers. `records.search_name` stays,
-- unindexed: a search that walks the newest records tests each one's name there.
CREATE TABLE record_names (
  record_id bigint PRIMARY KEY,
  kind text NOT NULL,
  search_name text NOT NULL
);

INSERT INTO record_names (record_id, kind, search_name)
  SELECT id, kind, search_name FROM records ORDER BY id;

-- One index per kind, as in 0024: a search reads only its kind's names, and PostgreSQL's
-- statistics of each index are that kind's word frequencies.
CREATE INDEX record_names_words_birth_idx ON record_names
  USING gin (to_tsvector('simple', search_name)) WITH (fastupdate = off) WHERE kind = 'birth';
CREATE INDEX record_names_words_death_idx ON record_names
  USING gin (to_tsvector('simple', search_name)) WITH (fastupdate = off) WHERE kind = 'death';
CREATE INDEX record_names_words_stillbirth_idx ON record_names
  USING gin (to_tsvector('simple', search_name)) WITH (fastupdate = off)
  WHERE kind = 'stillbirth';
CREATE INDEX record_names_words_attestation_idx ON record_names
  USING gin (to_tsvector('simple', search_name)) WITH (fastupdate = off)
  WHERE kind = 'attestation';

DROP INDEX records_search_words_birth_idx;
DROP INDEX records_search_words_death_idx;
DROP INDEX records_search_words_stillbirth_idx;
DROP INDEX records_search_words_attestation_idx;

-- Room on each page for an updated row beside the old one. Pages written from now on keep it;
-- a record on a full page moves to such a page at its first correction, and is updated in
-- place from the second.
ALTER TABLE records SET (fillfactor = 85);

-- Inserted and deleted records once a statement; a renamed one (rare) once a row, so that the
-- records' other updates (reviews, prints) run nothing but the trigger's condition.
CREATE FUNCTION record_names_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO record_names (record_id, kind, search_name)
      SELECT id, kind, search_name FROM new_rows;
  ELSE
    DELETE FROM record_names AS n USING old_rows AS o WHERE n.record_id = o.id;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION record_names_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE record_names SET search_name = NEW.search_name WHERE record_id = NEW.id;
  RETURN NULL;
END $$;

CREATE TRIGGER record_names_insert AFTER INSERT ON records
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_names_apply();
CREATE TRIGGER record_names_update AFTER UPDATE OF search_name ON records
  FOR EACH ROW WHEN (OLD.search_name IS DISTINCT FROM NEW.search_name)
  EXECUTE FUNCTION record_names_renamed();
CREATE TRIGGER record_names_delete AFTER DELETE ON records
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_names_apply();

ANALYZE record_names;
