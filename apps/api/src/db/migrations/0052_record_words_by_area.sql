-- A record's words found by its area (bench/RESULTS.md, "Words found by their area").
-- record_words had a fifth index, (record_id, word), used only to find a record's own words when
-- it was renamed, moved or deleted, and by a search of several words to test the others. Each
-- word a record gains was written to it as well as to the four area indexes. A record's words
-- are also found through those: its kind, area, word, date and id are all known. The index is
-- dropped; the triggers delete a record's words by that key (PostgreSQL takes the country's
-- index: kind, word, date and id), and the searches test the other words through the country's
-- index too (list-queries.ts, wordPageOf).
DROP INDEX record_words_record_word_idx;

-- Inserted and deleted records: their words once a statement, as their names (0051), instead of
-- a call of PL/pgSQL and a statement per record.
CREATE OR REPLACE FUNCTION record_words_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO record_words (record_id, word, created_at, state_id, lga_id, reg_center_id, kind)
      SELECT n.id, w.word, n.created_at, n.state_id, n.lga_id, n.reg_center_id, n.kind
        FROM new_rows AS n CROSS JOIN LATERAL record_words_of(n.search_name) AS w (word);
  ELSE
    DELETE FROM record_words AS w
     USING old_rows AS o CROSS JOIN LATERAL record_words_of(o.search_name) AS had (word)
     WHERE w.kind = o.kind AND w.state_id = o.state_id AND w.word = had.word
       AND w.created_at = o.created_at AND w.record_id = o.id;
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER record_words_insert ON records;
DROP TRIGGER record_words_delete ON records;
CREATE TRIGGER record_words_insert AFTER INSERT ON records
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_words_apply();
CREATE TRIGGER record_words_delete AFTER DELETE ON records
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_words_apply();

-- Renamed, moved or re-dated records (0049): the words that went are found by the record's
-- place before the change.
CREATE OR REPLACE FUNCTION record_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT n.id, n.kind, n.search_name AS new_name, o.search_name AS old_name, n.created_at,
           n.state_id, n.lga_id, n.reg_center_id, o.kind AS old_kind,
           o.state_id AS old_state_id, o.created_at AS old_created_at,
           o.created_at IS NOT DISTINCT FROM n.created_at
             AND o.state_id IS NOT DISTINCT FROM n.state_id
             AND o.lga_id IS NOT DISTINCT FROM n.lga_id
             AND o.reg_center_id IS NOT DISTINCT FROM n.reg_center_id AS renamed
      FROM new_records AS n JOIN old_records AS o ON o.id = n.id
     WHERE o.search_name IS DISTINCT FROM n.search_name
        OR o.created_at IS DISTINCT FROM n.created_at
        OR o.state_id IS DISTINCT FROM n.state_id
        OR o.lga_id IS DISTINCT FROM n.lga_id
        OR o.reg_center_id IS DISTINCT FROM n.reg_center_id
  ),
  gone AS (
    DELETE FROM record_words AS w
     USING changed AS c CROSS JOIN LATERAL record_words_of(c.old_name) AS had (word)
     WHERE w.kind = c.old_kind AND w.state_id = c.old_state_id AND w.word = had.word
       AND w.created_at = c.old_created_at AND w.record_id = c.id
       AND NOT (c.renamed AND EXISTS (
         SELECT 1 FROM record_words_of(c.new_name) AS kept (word) WHERE kept.word = had.word))
  ),
  came AS MATERIALIZED (
    SELECT c.id, came.w, c.created_at, c.state_id, c.lga_id, c.reg_center_id, c.kind
      FROM changed AS c
      CROSS JOIN LATERAL record_words_of(c.new_name) AS came (w)
     WHERE NOT (c.renamed AND EXISTS (
       SELECT 1 FROM record_words_of(c.old_name) AS had (word) WHERE had.word = came.w))
  ),
  known AS (
    INSERT INTO record_kind_words (kind, word)
      SELECT DISTINCT kind, w FROM came ORDER BY 1, 2
      ON CONFLICT DO NOTHING
  )
  INSERT INTO record_words (record_id, word, created_at, state_id, lga_id, reg_center_id, kind)
    SELECT id, w, created_at, state_id, lga_id, reg_center_id, kind FROM came;
  RETURN NULL;
END $$;
