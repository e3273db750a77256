-- Append-only, tamper-evident audit trail. Each row's hash covers the previous row's hash and
-- the canonical JSON of the event, so editing or removing any row breaks the chain after it.
CREATE TABLE audit_log (
  id bigint PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  actor_user_id integer,
  actor_user_name text,
  action text NOT NULL,
  entity_type text,
  entity_id text,
  ip text,
  request_id text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  prev_hash text NOT NULL,
  hash text NOT NULL
);
CREATE INDEX audit_log_entity_idx ON audit_log (entity_type, entity_id);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_user_id, created_at);

-- The canonical JSON of an event: jsonb orders keys deterministically, and the timestamp is
-- written in UTC so the session time zone cannot change it.
CREATE FUNCTION audit_event_json(
  p_id bigint, p_created_at timestamptz, p_actor_user_id integer, p_actor_user_name text,
  p_action text, p_entity_type text, p_entity_id text, p_ip text, p_request_id text,
  p_details jsonb
) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'id', p_id,
    'created_at', to_char(p_created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    'actor_user_id', p_actor_user_id,
    'actor_user_name', p_actor_user_name,
    'action', p_action,
    'entity_type', p_entity_type,
    'entity_id', p_entity_id,
    'ip', p_ip,
    'request_id', p_request_id,
    'details', p_details
  )::text
$$;

-- Numbers and chains rows under a transaction lock so concurrent writers (several API
-- processes) append one after another.
CREATE FUNCTION audit_log_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_id bigint;
  last_hash text;
BEGIN
  PERFORM pg_advisory_xact_lock(7263541);
  SELECT id, hash INTO last_id, last_hash FROM audit_log ORDER BY id DESC LIMIT 1;
  NEW.id := coalesce(last_id, 0) + 1;
  NEW.created_at := coalesce(NEW.created_at, now());
  NEW.details := coalesce(NEW.details, '{}'::jsonb);
  NEW.prev_hash := coalesce(last_hash, repeat('0', 64));
  NEW.hash := encode(sha256(convert_to(NEW.prev_hash || audit_event_json(
    NEW.id, NEW.created_at, NEW.actor_user_id, NEW.actor_user_name, NEW.action,
    NEW.entity_type, NEW.entity_id, NEW.ip, NEW.request_id, NEW.details), 'UTF8')), 'hex');
  RETURN NEW;
END
$$;

CREATE TRIGGER audit_log_chain BEFORE INSERT ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_chain();

CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP;
END
$$;

CREATE TRIGGER audit_log_no_update_delete BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
