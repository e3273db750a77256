-- Similar names (a misspelt search) through the kinds' distinct words. A search that found no
-- whole word or prefix compared its words with every record's name in the area (pg_trgm word
-- similarity, per record), which missed the search's budget (bench/RESULTS.md, "Name search").
-- Now each word of the search is compared with the kind's distinct
-- words (a small table with a trigram index), and the records holding the similar words are
-- read from record_words in date order, as a whole-word search reads them. The records' own
-- trigram indexes served only this comparison and go, which also lightens every submission.
CREATE TABLE record_kind_words (
  kind text NOT NULL,
  word text NOT NULL,
  PRIMARY KEY (kind, word)
);
CREATE INDEX record_kind_words_trgm_idx ON record_kind_words USING gin (word gin_trgm_ops);

INSERT INTO record_kind_words (kind, word)
  SELECT DISTINCT kind, word FROM record_words ON CONFLICT DO NOTHING;

-- A word stays once known (a record's change or removal leaves it): it costs only a comparison.
-- Once a statement, in the words' order: two submissions adding the same new words wait for
-- each other in the same order, never in a circle (a deadlock).
CREATE FUNCTION record_kind_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO record_kind_words (kind, word)
    SELECT DISTINCT n.kind, w FROM new_records AS n, record_words_of(n.search_name) AS w
    ORDER BY 1, 2
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER record_kind_words_insert AFTER INSERT ON records
  REFERENCING NEW TABLE AS new_records
  FOR EACH STATEMENT EXECUTE FUNCTION record_kind_words_add();
CREATE TRIGGER record_kind_words_update AFTER UPDATE ON records
  REFERENCING NEW TABLE AS new_records
  FOR EACH STATEMENT EXECUTE FUNCTION record_kind_words_add();

DROP INDEX IF EXISTS records_search_trgm_birth_idx;
DROP INDEX IF EXISTS records_search_trgm_death_idx;
DROP INDEX IF EXISTS records_search_trgm_stillbirth_idx;

ANALYZE record_kind_words;
