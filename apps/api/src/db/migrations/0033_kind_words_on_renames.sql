-- The kinds' known words (0027) were looked for again on every update of records: every approval,
-- query, print and reprint split the record's unchanged name and probed record_kind_words for
-- each word. Only a changed search name can bring a new word (as record_words_update, 0023).
-- A column list (UPDATE OF search_name) cannot have transition tables, so the old and new rows
-- are compared.
CREATE FUNCTION record_kind_words_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO record_kind_words (kind, word)
    SELECT DISTINCT n.kind, w
    FROM new_records AS n
      JOIN old_records AS o ON o.id = n.id
      CROSS JOIN record_words_of(n.search_name) AS w
    WHERE n.search_name IS DISTINCT FROM o.search_name
    ORDER BY 1, 2
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

DROP TRIGGER record_kind_words_update ON records;
CREATE TRIGGER record_kind_words_update AFTER UPDATE ON records
  REFERENCING OLD TABLE AS old_records NEW TABLE AS new_records
  FOR EACH STATEMENT EXECUTE FUNCTION record_kind_words_renamed();
