-- Registration centres managed by administrators (docs/centres.md): when and why a centre was
-- deactivated (new records cannot be captured there; its records stay as they are).
ALTER TABLE registration_centres
  ADD COLUMN deactivated_at timestamptz,
  ADD COLUMN deactivation_reason text;

-- The centres list counts the accounts placed at each centre, and a move updates their area.
CREATE INDEX users_centre_idx ON users (reg_center_id);
