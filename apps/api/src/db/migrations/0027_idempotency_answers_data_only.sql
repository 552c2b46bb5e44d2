-- The answers of value-moving requests were stored by some routes as the whole envelope
-- { statusCode, data } (ledger grants and corrections, swaps, the KYC bonus, campaign claims and
-- funding, operators' awards, payment orders) and by the others as the data only. Every route
-- now stores and replays the data only (platform/idempotency.ts, `once`): the envelopes kept for
-- replays are unwrapped, so a retry with a key of before this release gets the same answer.
UPDATE "idempotency_keys"
SET "response_body" = "response_body" -> 'data'
WHERE jsonb_typeof("response_body") = 'object'
  AND "response_body" -> 'statusCode' = to_jsonb("response_status")
  AND ("response_body" -> 'data') IS NOT NULL
  AND (SELECT count(*) FROM jsonb_object_keys("response_body")) = 2;
