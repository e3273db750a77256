-- The known words starting with a search's word (0027), read as a range of this index in byte
-- order (`word >= 'chin' and word < 'chin' || chr(1114111)`): pg_trgm's LIKE through the
-- trigram index, planned once for every word, read all of a kind's known words.
CREATE INDEX record_kind_words_prefix_idx ON record_kind_words (kind, (word COLLATE "C"));
