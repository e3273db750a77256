-- GIN indexes gather new entries in a pending list (fastupdate) and merge it into the index when
-- it passes gin_pending_list_limit (4 MB), inside whichever insert passes it. With submissions
-- saved in batches, that insert held a whole batch: the merge of the two search indexes took
-- 100-300 ms, and the batch's submissions answered that much later (p99 of the bench's
-- submissions 200-410 ms in some runs, 85-110 ms in others).
--
-- The whole-word index holds only a record's 4-6 words: updated directly it costs an insert no
-- measurable time, so it keeps no pending list. The trigram index holds ~35 trigrams a record,
-- updated directly ~0.06 ms per record; it keeps a pending list, but a small one (256 kB,
-- merged in ~5-10 ms), so no batch waits long. Vacuum (autovacuum on a live server) merges it
-- too.
ALTER INDEX birth_registrations_search_words_idx SET (fastupdate = off);
ALTER INDEX birth_registrations_search_trgm_idx SET (gin_pending_list_limit = 256);
