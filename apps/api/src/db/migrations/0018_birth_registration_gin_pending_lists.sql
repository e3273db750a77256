-- GIN indexes gather new entries in a pending list (fastupdate) and merge it into the index when
-- it passes gin_pending_list_limit (4 MB), inside whichever insert passes it. With submissions
-- saved in batches, that insert held a whole batch, and the batch's submissions answered as
-- much later as the merge took.
--
-- The whole-word index holds only a record's 4-6 words: updated directly it costs an insert no
-- measurable time, so it keeps no pending list. The trigram index holds many trigrams a
-- record, too dear to update directly; it keeps a pending list, but a small one (256 kB), so no
-- batch waits long. Vacuum (autovacuum on a live server) merges it too.
ALTER INDEX birth_registrations_search_words_idx SET (fastupdate = off);
ALTER INDEX birth_registrations_search_trgm_idx SET (gin_pending_list_limit = 256);
