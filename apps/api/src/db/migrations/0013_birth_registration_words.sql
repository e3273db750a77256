-- Name search by walking one word's records newest first, in the searcher's area. The words'
-- GIN index (0008) finds every record holding all the words, which must then be sorted: for two
-- common names ("ngozi eze") that is thousands of records read and sorted per search. Here
-- each word of a record's search name is a row with the record's place and time, indexed per
-- area level, so a search reads its rarest word's records in order and stops at the page's end:
-- "ngozi eze" in a state reads the state's "eze" rows newest first, asking of each whether its
-- record holds "ngozi" too, until the page is full.
CREATE TABLE birth_registration_words (
  record_id bigint NOT NULL,
  word text COLLATE "C" NOT NULL,
  created_at timestamptz NOT NULL,
  state_id integer NOT NULL,
  lga_id integer NOT NULL,
  reg_center_id integer NOT NULL
);

-- The words of a search name, as the search splits them (to_tsvector 'simple' lexemes).
CREATE FUNCTION birth_registration_words_of(search_name text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT unnest(tsvector_to_array(to_tsvector('simple', search_name))) $$;

INSERT INTO birth_registration_words
  SELECT r.id, w, r.created_at, r.state_id, r.lga_id, r.reg_center_id
  FROM birth_registrations r, birth_registration_words_of(r.search_name) AS w;

CREATE INDEX birth_registration_words_country_idx
  ON birth_registration_words (word, created_at DESC, record_id DESC);
CREATE INDEX birth_registration_words_state_idx
  ON birth_registration_words (state_id, word, created_at DESC, record_id DESC);
CREATE INDEX birth_registration_words_lga_idx
  ON birth_registration_words (lga_id, word, created_at DESC, record_id DESC);
CREATE INDEX birth_registration_words_centre_idx
  ON birth_registration_words (reg_center_id, word, created_at DESC, record_id DESC);
-- Whether a record holds a word (a search's other words), and its rows for updates and deletion.
CREATE INDEX birth_registration_words_record_word_idx
  ON birth_registration_words (record_id, word);

-- Kept by the records' own writes, whoever makes them (the API, seed scripts, imports).
CREATE FUNCTION birth_registration_words_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM birth_registration_words WHERE record_id = OLD.id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO birth_registration_words
      SELECT NEW.id, w, NEW.created_at, NEW.state_id, NEW.lga_id, NEW.reg_center_id
      FROM birth_registration_words_of(NEW.search_name) AS w;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER birth_registration_words_insert AFTER INSERT ON birth_registrations
  FOR EACH ROW EXECUTE FUNCTION birth_registration_words_apply();
CREATE TRIGGER birth_registration_words_update
  AFTER UPDATE OF search_name, created_at, state_id, lga_id, reg_center_id ON birth_registrations
  FOR EACH ROW
  WHEN (OLD.search_name IS DISTINCT FROM NEW.search_name
        OR OLD.created_at IS DISTINCT FROM NEW.created_at
        OR OLD.state_id IS DISTINCT FROM NEW.state_id
        OR OLD.lga_id IS DISTINCT FROM NEW.lga_id
        OR OLD.reg_center_id IS DISTINCT FROM NEW.reg_center_id)
  EXECUTE FUNCTION birth_registration_words_apply();
CREATE TRIGGER birth_registration_words_delete AFTER DELETE ON birth_registrations
  FOR EACH ROW EXECUTE FUNCTION birth_registration_words_apply();

ANALYZE birth_registration_words;
