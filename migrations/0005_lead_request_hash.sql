-- An attempt's key is bound to what it sent (backend/leads/receive-lead.ts): the SHA-256 of the
-- lead's checked fields, kept with its key. A repeat of the key with other fields is refused (422)
-- and stores nothing, as Stripe's idempotency keys are; a repeat with the same fields gets the
-- first answer. Rows from before this column have none (NULL) and are answered as repeats.
ALTER TABLE leads ADD COLUMN request_hash TEXT;
