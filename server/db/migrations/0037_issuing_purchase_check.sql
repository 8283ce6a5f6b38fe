-- The locked part of an approval in one statement (issue 31, benchmark, sixth pass; docs/decisions.md "Issuing
-- authorizations: the locked part in one statement"). A purchase the lock-free snapshot approved is written by ONE
-- statement (server/repositories/issuing.ts insertAuthorizationWithEvent with a check): its first CTE calls this
-- function, in the caller's transaction, and the authorization, its event, its Idempotency-Key's answer and its hold
-- are written by the statement's other CTEs only when the function answers 'fits'. So a busy card stays locked for
-- that statement and the commit, not for several round trips to a busy Node process.
--
-- The function:
-- 1. locks the card (FOR NO KEY UPDATE: one approval at a time per card) and share-locks its cardholder, as
--    lockCardForPurchase does, and compares what it finds with what the snapshot saw (`p_seen`: the card's status,
--    currency, expiry and controls, the cardholder's status and controls, the account's zone, as built by
--    server/repositories/issuing.ts seenOf). Any difference, or no card: 'changed', with no other lock taken; the
--    service then decides again on the slow path (lock, usage, rules, write), on the new state.
-- 2. takes the cardholder's limits' lock (`p_holder_lock`, the key lockCardholderLimits uses) when asked;
-- 3. reads the usage of each limit it is given (`p_limits`: [{ owner: 'card' | 'cardholder', from: timestamptz or
--    null for all time, limit }], computed in TypeScript by domain/issuing/limits.ts cumulativeLimits, the one place of
--    the rule) AFTER the locks. This is why it is a PL/pgSQL function and not one more CTE: in READ COMMITTED each
--    statement of a VOLATILE function takes a fresh snapshot, so an approval on this card committed while the lock
--    was awaited counts; the CTEs of one statement share the snapshot taken when the statement started, before the
--    wait, and would miss it (tests/api/issuing-authorizations.test.ts, "two approvals racing on one card");
-- 4. answers 'fits' when used + amount <= limit for every one of them, else 'exceeds' (nothing is written then: the
--    service names the decline through decideAuthorization on the usage answered, `used`, one figure a limit in
--    their order, comma-separated), and the sum of the currency's balance buckets, read after the locks too (the
--    statement declines for funds on it when no free bucket covered the hold), and, when it fits, the free bucket (skip
--    locked) that covers the hold, locked by it: the statement's hold is taken there.
CREATE FUNCTION "issuing_purchase_check"(
  "p_account" text, "p_livemode" boolean, "p_card" text, "p_seen" jsonb, "p_holder_lock" text, "p_currency" text, "p_amount" bigint, "p_limits" jsonb,
  "p_start" integer, "p_buckets" integer
) RETURNS TABLE ("state" text, "used" text, "available" bigint, "bucket" smallint) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  "v_seen" jsonb;
  "v_holder" text;
  "v_used" bigint[];
  "v_fits" boolean;
  "v_available" bigint;
  "v_bucket" smallint;
BEGIN
  SELECT jsonb_build_object(
      'cardStatus', c."status", 'currency', trim(c."currency"), 'expMonth', c."exp_month", 'expYear', c."exp_year", 'cardControls', c."spending_controls",
      'holderStatus', h."status", 'holderControls', h."spending_controls", 'timezone', coalesce(a."timezone", 'UTC')),
    c."cardholder_id"
  INTO "v_seen", "v_holder"
  FROM "issuing_cards" c JOIN "issuing_cardholders" h ON h."id" = c."cardholder_id" JOIN "accounts" a ON a."id" = c."account_id"
  WHERE c."account_id" = "p_account" AND c."livemode" = "p_livemode" AND c."id" = "p_card"
  FOR NO KEY UPDATE OF c FOR SHARE OF h;
  IF "v_seen" IS NULL OR "v_seen" <> "p_seen" THEN
    RETURN QUERY SELECT 'changed'::text, NULL::text, NULL::bigint, NULL::smallint;
    RETURN;
  END IF;
  IF "p_holder_lock" IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtextextended("p_holder_lock", 0));
  END IF;
  -- A new statement, so a new snapshot: every approval committed before the locks were granted counts.
  SELECT coalesce(array_agg(u."used" ORDER BY l."i"), '{}'), coalesce(bool_and(u."used" + "p_amount" <= (l."lim" ->> 'limit')::bigint), true)
  INTO "v_used", "v_fits"
  FROM jsonb_array_elements("p_limits") WITH ORDINALITY AS l("lim", "i")
  CROSS JOIN LATERAL (
    SELECT coalesce(sum(w."used"), 0)::bigint AS "used" FROM (
      SELECT x."held_amount" + x."captured_amount" AS "used" FROM "issuing_authorizations" x
      WHERE l."lim" ->> 'owner' = 'card' AND x."card_id" = "p_card" AND x."approved"
        AND x."account_id" = "p_account" AND x."livemode" = "p_livemode" AND x."created_at" >= coalesce((l."lim" ->> 'from')::timestamptz, '-infinity')
      UNION ALL
      SELECT x."held_amount" + x."captured_amount" FROM "issuing_authorizations" x
      WHERE l."lim" ->> 'owner' = 'cardholder' AND x."cardholder_id" = "v_holder" AND x."currency" = "p_currency" AND x."approved"
        AND x."account_id" = "p_account" AND x."livemode" = "p_livemode" AND x."created_at" >= coalesce((l."lim" ->> 'from')::timestamptz, '-infinity')
    ) w
  ) u;
  -- When it fits, the bucket that takes the hold: the first free one (skip locked) that covers it, from `p_start` on, on
  -- a snapshot of its own too. On the statement's older snapshot, rows changed during the wait would be locked and then
  -- skipped on their new figures (READ COMMITTED's re-check keeps the lock): a bucket held out of order, which the
  -- all-buckets path (bucket order) could then deadlock against.
  IF "v_fits" THEN
    SELECT b."bucket" INTO "v_bucket" FROM "issuing_balances" b
    WHERE b."account_id" = "p_account" AND b."livemode" = "p_livemode" AND b."currency" = "p_currency" AND b."available" >= "p_amount"
    ORDER BY (b."bucket" + "p_start") % "p_buckets"
    FOR NO KEY UPDATE SKIP LOCKED LIMIT 1;
  END IF;
  SELECT coalesce(sum(b."available"), 0)::bigint INTO "v_available"
  FROM "issuing_balances" b WHERE b."account_id" = "p_account" AND b."livemode" = "p_livemode" AND b."currency" = "p_currency";
  RETURN QUERY SELECT CASE WHEN "v_fits" THEN 'fits' ELSE 'exceeds' END, array_to_string("v_used", ','), "v_available", "v_bucket";
END;
$$;
