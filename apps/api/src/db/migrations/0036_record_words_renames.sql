-- A record renamed (a correction approved, a queried record fixed) keeps the words it still
-- holds: only the words that went are deleted and only the words that came are inserted, each
-- row being written to record_words' five indexes. Rewriting them all (0023) made a correction
-- of the mother's surname write eight rows where two change (bench/RESULTS.md, "Modifications").
-- A record moved or re-dated still has all its words rewritten: each row carries its place.
CREATE OR REPLACE FUNCTION record_words_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  renamed boolean := TG_OP = 'UPDATE'
    AND OLD.created_at IS NOT DISTINCT FROM NEW.created_at
    AND OLD.state_id IS NOT DISTINCT FROM NEW.state_id
    AND OLD.lga_id IS NOT DISTINCT FROM NEW.lga_id
    AND OLD.reg_center_id IS NOT DISTINCT FROM NEW.reg_center_id;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM record_words
     WHERE record_id = OLD.id
       AND (NOT renamed OR word IN (SELECT record_words_of(OLD.search_name)
                                    EXCEPT SELECT record_words_of(NEW.search_name)));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO record_words
      SELECT NEW.id, w, NEW.created_at, NEW.state_id, NEW.lga_id, NEW.reg_center_id, NEW.kind
      FROM (SELECT record_words_of(NEW.search_name)
            EXCEPT SELECT record_words_of(OLD.search_name) WHERE renamed) AS came (w);
  END IF;
  RETURN NULL;
END $$;
