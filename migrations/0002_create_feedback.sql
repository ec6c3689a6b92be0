-- Answers to "Was this page helpful?" on the documentation (functions/api/leads/feedback.ts).
-- Applied like 0001 (README, "Forms").
CREATE TABLE feedback (
  id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  -- The docs page's path, e.g. /documentation/getting-started/inviting-your-team
  page TEXT NOT NULL,
  helpful INTEGER NOT NULL CHECK (helpful IN (0, 1)),
  -- At most 1,000 characters; empty when the visitor sent the answer alone.
  comment TEXT NOT NULL,
  -- SHA-256 of the sender's address, as in leads: counts their answers without keeping their IP.
  client_key TEXT NOT NULL
);
CREATE INDEX feedback_by_client_and_time ON feedback (client_key, created_at);
