CREATE TABLE "payment_rollups" (
	"account_id" text NOT NULL,
	"livemode" boolean NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"currency" char(3) NOT NULL,
	"total_count" bigint NOT NULL,
	"successful_count" bigint NOT NULL,
	"successful_amount" bigint NOT NULL,
	"failed_count" bigint NOT NULL,
	CONSTRAINT "payment_rollups_pk" PRIMARY KEY("account_id","livemode","hour","currency")
);
--> statement-breakpoint
ALTER TABLE "payment_rollups" ADD CONSTRAINT "payment_rollups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Keeps payment_rollups in step with payments inside the same transaction. Statement-level triggers with
-- transition tables add the inserted rows, move an updated row's figures (a status change moves it between the
-- successful, failed and other classes) and take deleted rows away. Set-based, so a bulk insert of thousands of
-- rows costs one upsert; keys are upserted in key order so concurrent transactions lock rollup rows in one order.
-- The successful statuses must match SUCCESSFUL_STATUSES in server/repositories/stats.ts.
CREATE FUNCTION "payment_rollups_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One statement per event: a transition table the trigger does not have cannot even be named.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "payment_rollups" ("account_id", "livemode", "hour", "currency", "total_count", "successful_count", "successful_amount", "failed_count")
    SELECT "account_id", "livemode", "hour", "currency", sum("total"), sum("ok"), sum("amt"), sum("failed")
    FROM (
    SELECT "account_id", "livemode", date_trunc('hour', "created_at", 'UTC') AS "hour", "currency",
           1 AS "total", CASE WHEN "status" IN ('succeeded', 'refundPending', 'partiallyRefunded', 'refunded') THEN 1 ELSE 0 END AS "ok",
           CASE WHEN "status" IN ('succeeded', 'refundPending', 'partiallyRefunded', 'refunded') THEN "amount" ELSE 0 END AS "amt",
           CASE WHEN "status" = 'failed' THEN 1 ELSE 0 END AS "failed"
    FROM "new_rows"
    ) "delta"
    GROUP BY 1, 2, 3, 4
    HAVING sum("total") <> 0 OR sum("ok") <> 0 OR sum("amt") <> 0 OR sum("failed") <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT ("account_id", "livemode", "hour", "currency") DO UPDATE SET
      "total_count" = "payment_rollups"."total_count" + EXCLUDED."total_count",
      "successful_count" = "payment_rollups"."successful_count" + EXCLUDED."successful_count",
      "successful_amount" = "payment_rollups"."successful_amount" + EXCLUDED."successful_amount",
      "failed_count" = "payment_rollups"."failed_count" + EXCLUDED."failed_count";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "payment_rollups" ("account_id", "livemode", "hour", "currency", "total_count", "successful_count", "successful_amount", "failed_count")
    SELECT "account_id", "livemode", "hour", "currency", sum("total"), sum("ok"), sum("amt"), sum("failed")
    FROM (
    SELECT "account_id", "livemode", date_trunc('hour', "created_at", 'UTC') AS "hour", "currency",
           1 AS "total", CASE WHEN "status" IN ('succeeded', 'refundPending', 'partiallyRefunded', 'refunded') THEN 1 ELSE 0 END AS "ok",
           CASE WHEN "status" IN ('succeeded', 'refundPending', 'partiallyRefunded', 'refunded') THEN "amount" ELSE 0 END AS "amt",
           CASE WHEN "status" = 'failed' THEN 1 ELSE 0 END AS "failed"
    FROM "new_rows"
    UNION ALL
    SELECT "account_id", "livemode", date_trunc('hour', "created_at", 'UTC') AS "hour", "currency",
           -1 AS "total", CASE WHEN "status" IN ('succeeded', 'refundPending', 'partiallyRefunded', 'refunded') THEN -1 ELSE 0 END AS "ok",
           CASE WHEN "status" IN ('succeeded', 'refundPending', 'partiallyRefunded', 'refunded') THEN -"amount" ELSE 0 END AS "amt",
           CASE WHEN "status" = 'failed' THEN -1 ELSE 0 END AS "failed"
    FROM "old_rows"
    ) "delta"
    GROUP BY 1, 2, 3, 4
    HAVING sum("total") <> 0 OR sum("ok") <> 0 OR sum("amt") <> 0 OR sum("failed") <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT ("account_id", "livemode", "hour", "currency") DO UPDATE SET
      "total_count" = "payment_rollups"."total_count" + EXCLUDED."total_count",
      "successful_count" = "payment_rollups"."successful_count" + EXCLUDED."successful_count",
      "successful_amount" = "payment_rollups"."successful_amount" + EXCLUDED."successful_amount",
      "failed_count" = "payment_rollups"."failed_count" + EXCLUDED."failed_count";
  ELSE
    -- Only existing rows are decremented: when an account is deleted its rollups may already be gone (cascade).
    UPDATE "payment_rollups" "r" SET
      "total_count" = "r"."total_count" + "d"."total", "successful_count" = "r"."successful_count" + "d"."ok",
      "successful_amount" = "r"."successful_amount" + "d"."amt", "failed_count" = "r"."failed_count" + "d"."failed"
    FROM (
      SELECT "account_id", "livemode", "hour", "currency", sum("total") AS "total", sum("ok") AS "ok", sum("amt") AS "amt", sum("failed") AS "failed"
      FROM (
    SELECT "account_id", "livemode", date_trunc('hour', "created_at", 'UTC') AS "hour", "currency",
           -1 AS "total", CASE WHEN "status" IN ('succeeded', 'refundPending', 'partiallyRefunded', 'refunded') THEN -1 ELSE 0 END AS "ok",
           CASE WHEN "status" IN ('succeeded', 'refundPending', 'partiallyRefunded', 'refunded') THEN -"amount" ELSE 0 END AS "amt",
           CASE WHEN "status" = 'failed' THEN -1 ELSE 0 END AS "failed"
    FROM "old_rows"
      ) "x" GROUP BY 1, 2, 3, 4
    ) "d"
    WHERE "r"."account_id" = "d"."account_id" AND "r"."livemode" = "d"."livemode" AND "r"."hour" = "d"."hour" AND "r"."currency" = "d"."currency";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "payments_rollups_insert" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "payment_rollups_apply"();
--> statement-breakpoint
CREATE TRIGGER "payments_rollups_update" AFTER UPDATE ON "payments" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "payment_rollups_apply"();
--> statement-breakpoint
CREATE TRIGGER "payments_rollups_delete" AFTER DELETE ON "payments" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "payment_rollups_apply"();
--> statement-breakpoint
-- Payments that exist before this migration.
INSERT INTO "payment_rollups" ("account_id", "livemode", "hour", "currency", "total_count", "successful_count", "successful_amount", "failed_count")
SELECT "account_id", "livemode", "hour", "currency", sum("total"), sum("ok"), sum("amt"), sum("failed")
FROM (
    SELECT "account_id", "livemode", date_trunc('hour', "created_at", 'UTC') AS "hour", "currency",
           1 AS "total", CASE WHEN "status" IN ('succeeded', 'refundPending', 'partiallyRefunded', 'refunded') THEN 1 ELSE 0 END AS "ok",
           CASE WHEN "status" IN ('succeeded', 'refundPending', 'partiallyRefunded', 'refunded') THEN "amount" ELSE 0 END AS "amt",
           CASE WHEN "status" = 'failed' THEN 1 ELSE 0 END AS "failed"
    FROM "payments"
) "x"
GROUP BY 1, 2, 3, 4;
