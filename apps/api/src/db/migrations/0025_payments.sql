-- Payments (issue 17): the fee schedule, payment references as the gateway verified them and
-- what each paid for, fee waivers, and the gateway's webhook deliveries.

-- The fee schedule: a service's fee is its row with the latest valid_from not after now. Rows
-- are never changed; a new amount is a new row (the history an admin sees).
CREATE TABLE fees (
  id bigserial PRIMARY KEY,
  service text NOT NULL CHECK (
    service IN ('reprint', 'birth_reissuance', 'attest_reissuance', 'modification', 'attestation')
  ),
  amount_kobo bigint NOT NULL CHECK (amount_kobo > 0),
  currency text NOT NULL DEFAULT 'NGN' CHECK (currency = 'NGN'),
  valid_from timestamptz NOT NULL,
  set_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX fees_current_idx ON fees (service, valid_from DESC, id DESC);

-- DEMO AMOUNTS, not the agency's official fees: an administrator sets the real ones
-- (PUT /api/payments/fees/{service}, or the Administration screen).
INSERT INTO fees (service, amount_kobo, valid_from) VALUES
  ('reprint', 500000, '2023-01-01T00:00:00Z'),
  ('birth_reissuance', 500000, '2023-01-01T00:00:00Z'),
  ('attest_reissuance', 500000, '2023-01-01T00:00:00Z'),
  ('modification', 1000000, '2023-01-01T00:00:00Z'),
  ('attestation', 500000, '2023-01-01T00:00:00Z');

-- Every payment reference the gateway was asked about, with its last verified status. A row is
-- bound to what it paid for (record kind and id, a description) in the transaction of the
-- service that used it; a reference is used once per provider (the unique key), so a second
-- use, concurrent or later, finds it bound. An unbound row is only a note of what the gateway
-- said: a time-out writes nothing, a pending payment is asked again.
CREATE TABLE payments (
  id bigserial PRIMARY KEY,
  provider text NOT NULL,
  reference text NOT NULL,
  service text NOT NULL,
  status text NOT NULL CHECK (status IN ('paid', 'pending', 'failed', 'not_found')),
  amount_kobo bigint,
  currency text,
  provider_reference text,
  verified_at timestamptz NOT NULL,
  paid_at timestamptz,
  record_kind text,
  record_id bigint,
  purpose text,
  bound_by integer REFERENCES users (id),
  bound_at timestamptz,
  CONSTRAINT payments_provider_reference_key UNIQUE (provider, reference),
  CONSTRAINT payments_bound_check CHECK (
    (bound_at IS NULL AND purpose IS NULL AND bound_by IS NULL)
    OR (bound_at IS NOT NULL AND purpose IS NOT NULL AND bound_by IS NOT NULL AND status = 'paid')
  )
);
CREATE INDEX payments_record_idx ON payments (record_kind, record_id) WHERE bound_at IS NOT NULL;

-- A fee waived instead of paid: who waived it, why, and what for.
CREATE TABLE payment_waivers (
  id bigserial PRIMARY KEY,
  service text NOT NULL,
  amount_kobo bigint NOT NULL,
  currency text NOT NULL,
  reason text NOT NULL CHECK (char_length(btrim(reason)) >= 10),
  record_kind text NOT NULL,
  record_id bigint NOT NULL,
  purpose text NOT NULL,
  waived_by integer NOT NULL REFERENCES users (id),
  waived_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_waivers_record_idx ON payment_waivers (record_kind, record_id);

-- Webhook deliveries, once each: gateways deliver at least once, a repeat finds its row. The
-- body is never trusted: `verified_status` is what a server-side verify call answered.
CREATE TABLE payment_webhook_events (
  id bigserial PRIMARY KEY,
  provider text NOT NULL,
  event text NOT NULL,
  reference text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  verified boolean NOT NULL DEFAULT false,
  verified_status text,
  verified_at timestamptz,
  CONSTRAINT payment_webhook_events_key UNIQUE (provider, event, reference)
);
