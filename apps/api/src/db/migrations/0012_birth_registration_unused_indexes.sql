-- Two indexes no query uses any more, each written by every submission: the child first name's
-- trigram index (the duplicate check now finds candidates by the mother's NIN or names and
-- compares first names among them, 0010) and the birth date's (0010's index starts with it).
-- The trigram one is a GIN index: its pending list was flushed by whichever submission filled it.
DROP INDEX IF EXISTS birth_registrations_child_firstname_trgm_idx;
DROP INDEX IF EXISTS birth_registrations_birth_date_idx;
