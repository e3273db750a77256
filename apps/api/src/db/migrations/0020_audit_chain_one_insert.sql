-- The chainer hashes the queued events one after another, as the chain needs, but appends them
-- to audit_chain with one INSERT instead of one per event: the per-row INSERT statements were
-- most of the chainer's database time. Otherwise the same function as 0014.
CREATE OR REPLACE FUNCTION audit_chain_pending(max_events integer) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  tail_position bigint;
  tail_hash text;
  event record;
  ids bigint[] := '{}';
  hashes text[] := '{}';
BEGIN
  PERFORM pg_advisory_xact_lock(7263542);
  SELECT position, hash INTO tail_position, tail_hash
    FROM audit_chain ORDER BY position DESC LIMIT 1;
  tail_position := coalesce(tail_position, 0);
  -- hashes[0] is the chain's tail before this call: the first event's prev_hash.
  hashes[0] := coalesce(tail_hash, repeat('0', 64));
  FOR event IN
    SELECT a.*
      FROM (SELECT event_id FROM audit_log_pending ORDER BY event_id LIMIT max_events) AS p
      CROSS JOIN LATERAL (SELECT * FROM audit_log WHERE id = p.event_id OFFSET 0) AS a
     ORDER BY p.event_id
  LOOP
    ids[cardinality(ids) + 1] := event.id;
    hashes[cardinality(ids)] := encode(sha256(convert_to(hashes[cardinality(ids) - 1] ||
      audit_event_json(event.id, event.created_at, event.actor_user_id, event.actor_user_name,
        event.action, event.entity_type, event.entity_id, event.ip, event.request_id,
        event.details),
      'UTF8')), 'hex');
  END LOOP;
  INSERT INTO audit_chain (position, event_id, prev_hash, hash)
    SELECT tail_position + n, id, hashes[n - 1], hashes[n]
      FROM unnest(ids) WITH ORDINALITY AS chained (id, n)
     ORDER BY n;
  DELETE FROM audit_log_pending WHERE event_id = ANY (ids);
  RETURN cardinality(ids);
END
$$;
