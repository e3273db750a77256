-- Fee waivers need a second officer (issue 27, docs/payments.md): the officer at a service's
-- payment step asks for one with a reason (pending); another officer holding Can_Waive_Fees,
-- never the one who asked, grants or refuses it; the one who asked then uses it once, for its
-- service and certificate (used), and the use is stored in payment_waivers as before.
CREATE TABLE waiver_requests (
  id bigserial PRIMARY KEY,
  service text NOT NULL,
  reason text NOT NULL CHECK (char_length(btrim(reason)) >= 10),
  -- The certificate's record; null for a service that makes its record (attestation) until used.
  record_kind text,
  record_id bigint,
  certificate_number text,
  -- Where it lies (the record's place, or the centre the new record is registered at).
  state_id integer NOT NULL,
  lga_id integer NOT NULL,
  reg_center_id integer NOT NULL,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'granted', 'refused', 'used')),
  requested_by integer NOT NULL REFERENCES users (id),
  requested_at timestamptz NOT NULL DEFAULT now(),
  decided_by integer REFERENCES users (id),
  decided_at timestamptz,
  note text,
  used_at timestamptz,
  -- Four eyes: whoever asked never decides.
  CHECK (decided_by IS NULL OR decided_by <> requested_by),
  CHECK ((status = 'pending') = (decided_by IS NULL))
);
CREATE INDEX waiver_requests_status_idx ON waiver_requests (status, requested_at DESC);
CREATE INDEX waiver_requests_requested_by_idx ON waiver_requests (requested_by, requested_at DESC);

-- A used waiver's use: one at most per request.
ALTER TABLE payment_waivers ADD COLUMN waiver_request_id bigint UNIQUE REFERENCES waiver_requests (id);

-- Payments are bound under the reference as the gateway spells it. The sandbox's is upper case:
-- earlier rows spelt otherwise take it (unless that spelling is stored too).
UPDATE payments p SET reference = upper(p.reference)
WHERE p.provider = 'sandbox' AND p.reference <> upper(p.reference)
  AND NOT EXISTS (
    SELECT 1 FROM payments q WHERE q.provider = 'sandbox' AND q.reference = upper(p.reference)
  );
