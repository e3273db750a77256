-- Uploaded files in PostgreSQL (ARCHITECTURE.md "Documents"; docs/documents.md): every API host
-- reads them and every backup holds them. A file is found by its SHA-256 (content-addressed, one
-- copy whoever uploads it again) and kept as rows of at most 256 KB, written and read one row at
-- a time, so no host holds a whole file to store or serve it. A file's chunks and its `blobs` row
-- are written by one transaction: a file is either whole or absent.
CREATE TABLE blobs (
  id bigserial PRIMARY KEY,
  sha256 char(64) NOT NULL UNIQUE,
  size_bytes bigint NOT NULL CHECK (size_bytes >= 0),
  chunks integer NOT NULL CHECK (chunks >= 0),
  stored_at timestamptz NOT NULL DEFAULT now()
);

-- No foreign key to blobs: a file's chunks are written before its row, whose insert is what
-- decides (by the unique hash) whether this copy is kept or rolled back as a duplicate.
CREATE TABLE blob_chunks (
  blob_id bigint NOT NULL,
  n integer NOT NULL CHECK (n >= 0),
  data bytea NOT NULL,
  PRIMARY KEY (blob_id, n)
);
-- The chunks are already compressed images and PDFs: PostgreSQL's compression would only cost.
ALTER TABLE blob_chunks ALTER COLUMN data SET STORAGE EXTERNAL;
