-- Reference data, roles and permissions, users and sessions.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE countries (
  code integer PRIMARY KEY,
  name text NOT NULL,
  nationality text NOT NULL,
  alpha2 char(2) NOT NULL,
  alpha3 char(3) NOT NULL,
  numeric_code text NOT NULL
);

CREATE TABLE states (
  id integer PRIMARY KEY,
  name text NOT NULL,
  code char(2) NOT NULL,
  geo_zone_id integer NOT NULL,
  country_code integer NOT NULL REFERENCES countries (code)
);

CREATE TABLE lgas (
  id integer PRIMARY KEY,
  state_id integer NOT NULL REFERENCES states (id),
  name text NOT NULL
);
CREATE INDEX lgas_state_id_idx ON lgas (state_id);

CREATE TABLE registration_centres (
  id serial PRIMARY KEY,
  name text NOT NULL,
  state_id integer NOT NULL REFERENCES states (id),
  lga_id integer NOT NULL REFERENCES lgas (id),
  address text,
  disabled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX registration_centres_name_lga_idx ON registration_centres (lower(name), lga_id);
CREATE INDEX registration_centres_state_lga_idx ON registration_centres (state_id, lga_id);

CREATE TABLE roles (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  title text NOT NULL
);

CREATE TABLE permissions (
  name text PRIMARY KEY,
  description text NOT NULL
);

-- The role matrix is data: seeded with the defaults once, then owned by administrators.
CREATE TABLE role_permissions (
  role_id integer NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  permission text NOT NULL REFERENCES permissions (name) ON DELETE CASCADE,
  PRIMARY KEY (role_id, permission)
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  user_name text NOT NULL,
  password_hash text NOT NULL,
  full_name text,
  email text,
  role_id integer NOT NULL REFERENCES roles (id),
  state_id integer REFERENCES states (id),
  lga_id integer REFERENCES lgas (id),
  reg_center_id integer REFERENCES registration_centres (id),
  disabled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_user_name_idx ON users (lower(user_name));

CREATE TABLE sessions (
  id bigserial PRIMARY KEY,
  -- sha256 of the bearer token (hex); the token itself is never stored.
  token_hash text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device text NOT NULL,
  ip text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);

-- Sign-in attempts, shared by every API process, for the per-account and per-address limits.
CREATE TABLE login_attempts (
  id bigserial PRIMARY KEY,
  user_name text NOT NULL,
  ip text NOT NULL,
  succeeded boolean NOT NULL,
  attempted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_user_idx ON login_attempts (user_name, attempted_at);
CREATE INDEX login_attempts_ip_idx ON login_attempts (ip, attempted_at);
