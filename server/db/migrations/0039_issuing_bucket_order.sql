-- The free bucket's order, as its comments say (issue 31, benchmark, eighth pass; docs/decisions.md "eighth pass").
-- issuing_hold_bucket (migration 0038) ordered the buckets by (bucket + p_start) % p_buckets: a rotation that starts
-- at bucket p_buckets - p_start, which server/repositories/issuing.ts insertAuthorizationWithEvent undid by passing
-- p_start = p_buckets - from. Now the order is what the comments said: from bucket `p_start` on, in bucket order,
-- round ((bucket - p_start + p_buckets) % p_buckets), and the caller passes the bucket it starts from. Nothing else
-- changes: the first bucket whose available covers `p_amount`, skipping the buckets another transaction has locked,
-- locked FOR NO KEY UPDATE; then the sum of the currency's buckets; each read on a snapshot of its own (migration
-- 0038's comment says why).
CREATE OR REPLACE FUNCTION "issuing_hold_bucket"(
  "p_account" text, "p_livemode" boolean, "p_currency" text, "p_amount" bigint, "p_start" integer, "p_buckets" integer
) RETURNS TABLE ("bucket" smallint, "available" bigint) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  "v_bucket" smallint;
  "v_available" bigint;
BEGIN
  IF "p_amount" IS NOT NULL THEN
    SELECT b."bucket" INTO "v_bucket" FROM "issuing_balances" b
    WHERE b."account_id" = "p_account" AND b."livemode" = "p_livemode" AND b."currency" = "p_currency" AND b."available" >= "p_amount"
    ORDER BY (b."bucket" - "p_start" + "p_buckets") % "p_buckets"
    FOR NO KEY UPDATE SKIP LOCKED LIMIT 1;
  END IF;
  SELECT coalesce(sum(b."available"), 0)::bigint INTO "v_available"
  FROM "issuing_balances" b WHERE b."account_id" = "p_account" AND b."livemode" = "p_livemode" AND b."currency" = "p_currency";
  RETURN QUERY SELECT "v_bucket", "v_available";
END;
$$;
