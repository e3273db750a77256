-- The chainer reads the queued events' ids first and then each event by its id. Joined in
-- one, PostgreSQL -- believing the queue as long as its statistics said, which counted the
-- events already chained and deleted -- merged it with the whole audit log from its first
-- event, on every call. Otherwise the same function as 0009.
CREATE OR REPLACE FUNCTION audit_chain_pending(max_events integer) RETURNS integer
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
    SELECT a.*
      FROM (SELECT event_id FROM audit_log_pending ORDER BY event_id LIMIT max_events) AS p
      CROSS JOIN LATERAL (SELECT * FROM audit_log WHERE id = p.event_id OFFSET 0) AS a
     ORDER BY p.event_id
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
