-- A renamed record's new words reach the kinds' known words (0027, 0033) from the trigger that
-- already finds them (record_words_changed), instead of a trigger of their own that joined the
-- old and new rows again and probed every word of the new name: only a word the record did not
-- hold can be new to its kind (a word stays known once known). In the bench's approvals the
-- trigger dropped here took 0.44-0.51 ms a statement (bench/RESULTS.md, "Trigger functions
-- planned once"). New words are added in the words' order, as record_kind_words_add does.
CREATE OR REPLACE FUNCTION record_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT n.id, n.kind, n.search_name AS new_name, o.search_name AS old_name, n.created_at,
           n.state_id, n.lga_id, n.reg_center_id,
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
     USING changed AS c
     WHERE w.record_id = c.id
       AND NOT (c.renamed AND EXISTS (
         SELECT 1 FROM record_words_of(c.new_name) AS kept (word) WHERE kept.word = w.word))
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

DROP TRIGGER record_kind_words_update ON records;
DROP FUNCTION record_kind_words_renamed();
