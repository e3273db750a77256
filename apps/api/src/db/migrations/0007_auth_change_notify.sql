-- Every change that can end a session or change what it may do is announced on the channel
-- vitalreg_auth, so each API process drops its cached sessions at once (plugins/auth.ts):
-- 'session:<id>' (revoked, expiry or last use changed, deleted), 'user:<id>' (disabled, role or
-- area changed), '*' (role permissions, roles or centres changed). NOTIFY is sent at commit; a
-- rollback sends none. last_seen_at is written at most once a minute per session.
CREATE FUNCTION auth_change_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('vitalreg_auth', 'session:' || OLD.id);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('vitalreg_auth', 'user:' || OLD.id);
  ELSE
    PERFORM pg_notify('vitalreg_auth', '*');
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER sessions_auth_change AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION auth_change_notify();
CREATE TRIGGER users_auth_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION auth_change_notify();
CREATE TRIGGER role_permissions_auth_change AFTER INSERT OR UPDATE OR DELETE ON role_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION auth_change_notify();
CREATE TRIGGER roles_auth_change AFTER UPDATE OR DELETE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION auth_change_notify();
CREATE TRIGGER registration_centres_auth_change AFTER UPDATE OR DELETE ON registration_centres
  FOR EACH STATEMENT EXECUTE FUNCTION auth_change_notify();
