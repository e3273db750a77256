-- The audit log's hash chain is built after the fact, by one chainer at a time, instead of in
-- every writer's transaction. Before, a BEFORE INSERT trigger chained each row under a
-- transaction advisory lock held until commit, so every audited write (every submission)
-- committed one after another, fsync included: ~100 submissions a second at 50 clients.
--
-- Now an event is numbered from a sequence and queued in audit_log_pending in the writer's own
-- transaction, with no shared lock. audit_chain_pending() (called by every API process in the
-- background, one at a time under an advisory lock) appends queued events to audit_chain:
-- position, event, previous hash, hash = sha256(previous hash || canonical JSON of the event),
-- the same formula as before. An event that commits late is chained after the ones that were
-- already chained; positions, not ids, give the chain's order. Both tables are append-only.
--
-- The rows chained by the old trigger are copied into audit_chain unchanged (position = id), so
-- one chain covers the whole log; audit_log.prev_hash and hash stay on those rows and are NULL
-- on new ones.

CREATE SEQUENCE audit_log_id_seq OWNED BY audit_log.id;
SELECT setval('audit_log_id_seq', coalesce((SELECT max(id) FROM audit_log), 0) + 1, false);

ALTER TABLE audit_log ALTER COLUMN prev_hash DROP NOT NULL, ALTER COLUMN hash DROP NOT NULL;

CREATE TABLE audit_chain (
  position bigint PRIMARY KEY,
  event_id bigint NOT NULL UNIQUE REFERENCES audit_log (id),
  prev_hash text NOT NULL,
  hash text NOT NULL,
  chained_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO audit_chain (position, event_id, prev_hash, hash)
SELECT id, id, prev_hash, hash FROM audit_log ORDER BY id;

CREATE TRIGGER audit_chain_no_update_delete BEFORE UPDATE OR DELETE ON audit_chain
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
CREATE TRIGGER audit_chain_no_truncate BEFORE TRUNCATE ON audit_chain
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();

-- Events written but not chained yet. A work queue, not evidence: the chainer deletes what it
-- has chained, and the verification reports any event that is in neither table.
CREATE TABLE audit_log_pending (
  event_id bigint PRIMARY KEY
);

DROP TRIGGER audit_log_chain ON audit_log;
DROP FUNCTION audit_log_chain();

-- Whatever the writer sends as id or hashes is overwritten.
CREATE FUNCTION audit_log_number() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.id := nextval('audit_log_id_seq');
  NEW.created_at := coalesce(NEW.created_at, now());
  NEW.details := coalesce(NEW.details, '{}'::jsonb);
  NEW.prev_hash := NULL;
  NEW.hash := NULL;
  INSERT INTO audit_log_pending (event_id) VALUES (NEW.id);
  RETURN NEW;
END
$$;

CREATE TRIGGER audit_log_number BEFORE INSERT ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_number();

-- Chains up to max_events queued events (oldest id first) and returns how many. Callers wait
-- for each other on the advisory lock, so the chain has one writer at a time.
CREATE FUNCTION audit_chain_pending(max_events integer) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  tail_position bigint;
  tail_hash text;
  next_hash text;
  event record;
  chained bigint[] := '{}';
BEGIN
  PERFORM pg_advisory_xact_lock(7263542);
  SELECT position, hash INTO tail_position, tail_hash
    FROM audit_chain ORDER BY position DESC LIMIT 1;
  tail_position := coalesce(tail_position, 0);
  tail_hash := coalesce(tail_hash, repeat('0', 64));
  FOR event IN
    SELECT a.* FROM audit_log_pending p JOIN audit_log a ON a.id = p.event_id
     ORDER BY p.event_id LIMIT max_events
  LOOP
    next_hash := encode(sha256(convert_to(tail_hash || audit_event_json(
      event.id, event.created_at, event.actor_user_id, event.actor_user_name, event.action,
      event.entity_type, event.entity_id, event.ip, event.request_id, event.details),
      'UTF8')), 'hex');
    tail_position := tail_position + 1;
    INSERT INTO audit_chain (position, event_id, prev_hash, hash)
      VALUES (tail_position, event.id, tail_hash, next_hash);
    tail_hash := next_hash;
    chained := chained || event.id;
  END LOOP;
  DELETE FROM audit_log_pending WHERE event_id = ANY (chained);
  RETURN cardinality(chained);
END
$$;
