-- The free bucket a hold is taken from, written once (issue 31, benchmark, seventh pass; docs/decisions.md "seventh
-- pass: two statements, no transaction"). Until now the pick was written twice: in issuing_purchase_check (migration
-- 0037, the approval decided on the snapshot) and in the statement of the slow path (server/repositories/issuing.ts
-- insertAuthorizationWithEvent without a check). Both now call this function.
--
-- issuing_hold_bucket: when `p_amount` is given, the first bucket of the currency's balance from `p_start` on (in
-- bucket order, round) whose available covers it, skipping the buckets another transaction has locked (SKIP LOCKED; a
-- bucket the caller's transaction holds is not skipped), locked FOR NO KEY UPDATE until the transaction ends (the
-- statement's, in autocommit); null when none does. Then the sum of the currency's buckets (what a decline for funds
-- names). Each is a statement of this VOLATILE function, so each reads on a snapshot of its own taken when it runs: a
-- row changed while the caller waited for a lock (the card's) is judged on its newest figures, and a covering bucket
-- is never locked and then passed over (READ COMMITTED's re-check of a row read on an older snapshot can keep such a
-- lock: a bucket held out of order, which the all-buckets path, in bucket order, could then deadlock against).
CREATE FUNCTION "issuing_hold_bucket"(
  "p_account" text, "p_livemode" boolean, "p_currency" text, "p_amount" bigint, "p_start" integer, "p_buckets" integer
) RETURNS TABLE ("bucket" smallint, "available" bigint) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  "v_bucket" smallint;
  "v_available" bigint;
BEGIN
  IF "p_amount" IS NOT NULL THEN
    SELECT b."bucket" INTO "v_bucket" FROM "issuing_balances" b
    WHERE b."account_id" = "p_account" AND b."livemode" = "p_livemode" AND b."currency" = "p_currency" AND b."available" >= "p_amount"
    ORDER BY (b."bucket" + "p_start") % "p_buckets"
    FOR NO KEY UPDATE SKIP LOCKED LIMIT 1;
  END IF;
  SELECT coalesce(sum(b."available"), 0)::bigint INTO "v_available"
  FROM "issuing_balances" b WHERE b."account_id" = "p_account" AND b."livemode" = "p_livemode" AND b."currency" = "p_currency";
  RETURN QUERY SELECT "v_bucket", "v_available";
END;
$$;
--> statement-breakpoint
-- issuing_purchase_check as in migration 0037 (its comment says what it does), its bucket and sum now from
-- issuing_hold_bucket: a bucket is picked only when every limit fits.
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
  RETURN QUERY SELECT CASE WHEN "v_fits" THEN 'fits' ELSE 'exceeds' END, array_to_string("v_used", ','), "v_available", "v_bucket";
END;
$$;
--> statement-breakpoint
-- The guard of the purchase's one-statement writes (insertAuthorizationWithEvent): the statement fails, and so writes
-- nothing, when the Idempotency-Key's row it inserted and the authorization it wrote do not go together (a key
-- answered for an authorization that is not there, or an authorization whose key's row is missing). The CTEs' order
-- makes that impossible; the guard makes a mistake in them an error rather than a key answered for nothing.
CREATE FUNCTION "issuing_write_agrees"("p_keyed" bigint, "p_written" bigint) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF "p_keyed" <> "p_written" THEN
    RAISE EXCEPTION 'issuing purchase: % key row(s) for % authorization(s) written', "p_keyed", "p_written";
  END IF;
  RETURN true;
END;
$$;
