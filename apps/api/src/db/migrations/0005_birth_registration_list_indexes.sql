-- Lists of an LGA or a state without a status filter, newest first (without these the planner
-- walks the global created_at index and filters).
CREATE INDEX birth_registrations_lga_created_idx
  ON birth_registrations (lga_id, created_at DESC, id DESC);
CREATE INDEX birth_registrations_state_created_idx
  ON birth_registrations (state_id, created_at DESC, id DESC);
