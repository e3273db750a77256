-- The duplicate check's "same mother's names, same date of birth" branch by index. Before, it
-- read every record born that day (~1,000 on 1,000,000 rows, more on a busy day) and compared
-- names one by one; with the mother-NIN index this makes both branches index lookups.
CREATE INDEX IF NOT EXISTS birth_registrations_duplicate_names_idx
  ON birth_registrations (child_birth_date, lower(mother_surname), lower(mother_firstname))
  WHERE mother_surname IS NOT NULL;
