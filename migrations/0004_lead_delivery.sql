-- Each lead's delivery to the sales team's webhook (backend/leads/delivery.ts): retried with
-- backoff until the webhook answers 2xx, so a webhook outage never loses a lead.
-- delivered_at: when the webhook took it (NULL: not yet); attempts: sends tried so far;
-- last_error: why the last one failed; next_attempt_at: when it may be tried again (NULL: never,
-- which is how rows from before this table tracked delivery stay out of the queue; they are still
-- listed by `npm run leads -- --undelivered`).
ALTER TABLE leads ADD COLUMN delivered_at TEXT;
ALTER TABLE leads ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE leads ADD COLUMN last_error TEXT;
ALTER TABLE leads ADD COLUMN next_attempt_at TEXT;
CREATE INDEX leads_due_for_delivery ON leads (next_attempt_at) WHERE delivered_at IS NULL;
