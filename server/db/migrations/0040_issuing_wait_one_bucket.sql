-- An approval waits for the one bucket that covers it, inside its statement (issue 31, benchmark, ninth pass;
-- docs/decisions.md "ninth pass"). Until now, when every limit fitted but no FREE bucket covered the hold (each that
-- covers it locked by another approval: SKIP LOCKED), the approval fell to the slow path: a transaction that locks the
-- card again and then every bucket in bucket order, across several round trips. The bench's lock waits were mostly
-- for those all-bucket transactions (docs/decisions.md "eighth pass", "where it waits"). Now issuing_purchase_check,
-- in that case (limits fit, no free bucket covers, the buckets' sum does), waits for the FIRST bucket from `p_start`
-- on (the free pick's order) whose available covers the hold on a fresh snapshot, locked by primary key FOR NO KEY
-- UPDATE without SKIP LOCKED: the approval holding it commits (its statement, or a slow path's transaction), and this
-- one then reads the newest row (READ COMMITTED) and takes it when it still covers the hold. When it no longer does,
-- the lock is given back at once (the lock is taken in a PL/pgSQL block with an exception handler, a subtransaction,
-- rolled back) and nothing is held but the card and the cardholder's limits: the caller then declines for funds on
-- the sum read after the wait, or takes the slow path, which moves funds between buckets, as before.
--
-- Why this cannot deadlock (the order of locks, every path):
-- - this check: the card (FOR NO KEY UPDATE), then the cardholder's limits' advisory lock when asked, then at most ONE
--   bucket: either free (SKIP LOCKED, never waits) or the one waited for here. It waits for a bucket while holding NO
--   bucket (the free pick found none, and a bucket locked and found short is released before anything else), and once
--   it holds its bucket it waits for nothing more: the statement's writes are on that bucket and on new rows.
-- - the slow path: the card, the cardholder's limits, a free bucket (SKIP LOCKED), else every bucket in bucket order.
-- - funding: every bucket in bucket order. A capture, release, refund, expiry or the real-time decision's finish: one
--   bucket, then the authorization or transaction it moves (a row no purchase locks).
-- No path takes a card or a cardholder's limits after a bucket, and the only waits for a bucket while holding one are
-- in bucket order (the all-buckets lock), so a wait here (card held, no bucket held) is at the end of a chain: whoever
-- holds the awaited bucket never waits for a card. Hence no cycle. (Were the waited row locked with its `available`
-- condition in the WHERE, READ COMMITTED's re-check could keep the lock on a row it then skips, and the next row in the
-- rotated order would be waited for while holding it: out of bucket order. So the row is locked by its key alone and
-- its figure compared after the lock.)
--
-- issuing_purchase_check is otherwise as in migrations 0037 and 0038 (their comments say what it does).
CREATE OR REPLACE FUNCTION "issuing_purchase_check"(
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
  "v_wait" smallint;
  "v_covers" bigint;
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
  SELECT h."bucket", h."available" INTO "v_bucket", "v_available"
  FROM issuing_hold_bucket("p_account", "p_livemode", "p_currency", CASE WHEN "v_fits" THEN "p_amount" END, "p_start", "p_buckets") h;
  -- Every limit fits, no free bucket covers the hold, the sum does: wait for the first bucket that covers it (held by
  -- another approval), holding no bucket meanwhile; take it if it still covers the hold once granted.
  IF "v_fits" AND "v_bucket" IS NULL AND "v_available" >= "p_amount" THEN
    SELECT b."bucket" INTO "v_wait" FROM "issuing_balances" b
    WHERE b."account_id" = "p_account" AND b."livemode" = "p_livemode" AND b."currency" = "p_currency" AND b."available" >= "p_amount"
    ORDER BY (b."bucket" - "p_start" + "p_buckets") % "p_buckets"
    LIMIT 1;
    IF "v_wait" IS NOT NULL THEN
      BEGIN
        SELECT b."available" INTO "v_covers" FROM "issuing_balances" b
        WHERE b."account_id" = "p_account" AND b."livemode" = "p_livemode" AND b."currency" = "p_currency" AND b."bucket" = "v_wait"
        FOR NO KEY UPDATE;
        IF "v_covers" IS NULL OR "v_covers" < "p_amount" THEN
          -- Short once granted: give the lock back (this block's subtransaction is rolled back), hold no bucket.
          RAISE EXCEPTION USING ERRCODE = 'IS001';
        END IF;
        "v_bucket" := "v_wait";
      EXCEPTION WHEN SQLSTATE 'IS001' THEN
        "v_bucket" := NULL;
      END;
      -- The sum after the wait (what a decline for funds names, when no bucket was taken).
      SELECT coalesce(sum(b."available"), 0)::bigint INTO "v_available"
      FROM "issuing_balances" b WHERE b."account_id" = "p_account" AND b."livemode" = "p_livemode" AND b."currency" = "p_currency";
    END IF;
  END IF;
  RETURN QUERY SELECT CASE WHEN "v_fits" THEN 'fits' ELSE 'exceeds' END, array_to_string("v_used", ','), "v_available", "v_bucket";
END;
$$;
