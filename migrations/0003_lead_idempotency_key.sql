-- One row per form attempt (functions/api/leads/[form].ts): the browser sends an Idempotency-Key
-- made once per attempt and again on "Try again"; a post without scripts is keyed by a hash of its
-- fields and sender. Older rows have none (NULL), which a UNIQUE index lets any number of rows share.
ALTER TABLE leads ADD COLUMN idempotency_key TEXT;
CREATE UNIQUE INDEX leads_by_idempotency_key ON leads (idempotency_key);
