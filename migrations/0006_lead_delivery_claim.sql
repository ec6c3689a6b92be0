-- A fenced claim on a lead's delivery (backend/leads/delivery-queue.ts): the deliverer that sends
-- a lead first writes a token of its own and the end of its lease; it may record the outcome only
-- while the row still holds its token, and no other deliverer takes the lead before the lease
-- ends. claim_token: the current holder's token (NULL: nobody's); claimed_until: when the lease
-- ends, after which a deliverer that died mid-send no longer keeps the lead from being sent.
ALTER TABLE leads ADD COLUMN claim_token TEXT;
ALTER TABLE leads ADD COLUMN claimed_until TEXT;
