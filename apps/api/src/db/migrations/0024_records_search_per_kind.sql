-- Name search indexes per kind. The records table holds every kind; its two name-search GIN
-- indexes (whole words, 0008; trigrams, 0004) held all of them, so a search among a state's few
-- hundred stillbirths that fell through to similar names read the trigrams of every birth and
-- death too, then dropped them by kind. One partial index per kind reads only that kind's
-- records, and PostgreSQL's
-- statistics of each words index are that kind's word frequencies (which the search uses to
-- choose its plan). Searches name their kind as a literal (kindIs), which picks its index.
DROP INDEX IF EXISTS records_search_words_idx;
DROP INDEX IF EXISTS records_search_trgm_idx;

CREATE INDEX records_search_words_birth_idx ON records
  USING gin (to_tsvector('simple', search_name)) WITH (fastupdate = off) WHERE kind = 'birth';
CREATE INDEX records_search_words_death_idx ON records
  USING gin (to_tsvector('simple', search_name)) WITH (fastupdate = off) WHERE kind = 'death';
CREATE INDEX records_search_words_stillbirth_idx ON records
  USING gin (to_tsvector('simple', search_name)) WITH (fastupdate = off)
  WHERE kind = 'stillbirth';

-- Trigram indexes keep a small pending list (0018).
CREATE INDEX records_search_trgm_birth_idx ON records
  USING gin (search_name gin_trgm_ops) WITH (gin_pending_list_limit = 256) WHERE kind = 'birth';
CREATE INDEX records_search_trgm_death_idx ON records
  USING gin (search_name gin_trgm_ops) WITH (gin_pending_list_limit = 256) WHERE kind = 'death';
CREATE INDEX records_search_trgm_stillbirth_idx ON records
  USING gin (search_name gin_trgm_ops) WITH (gin_pending_list_limit = 256)
  WHERE kind = 'stillbirth';

ANALYZE records;
