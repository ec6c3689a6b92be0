-- Leads from the site's forms (functions/api/leads/[form].ts). Applied locally by scripts/serve
-- before `wrangler pages dev` starts, and in production with
-- `wrangler d1 migrations apply tracker-leads --remote` (README, "Forms").
CREATE TABLE leads (
  id TEXT PRIMARY KEY,
  form TEXT NOT NULL CHECK (form IN ('get-started', 'contact')),
  created_at TEXT NOT NULL,
  email TEXT NOT NULL,
  -- The checked fields as JSON: the forms change more often than this table should.
  payload TEXT NOT NULL,
  -- SHA-256 of the sender's address: counts their submissions without keeping their IP.
  client_key TEXT NOT NULL
);
CREATE INDEX leads_by_client_and_time ON leads (client_key, created_at);
