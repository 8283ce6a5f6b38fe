CREATE TABLE "payment_day_counts" (
	"account_id" text NOT NULL,
	"livemode" boolean NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "payment_day_counts_pk" PRIMARY KEY("account_id","livemode","day","status")
);
--> statement-breakpoint
CREATE TABLE "payment_hour_counts" (
	"account_id" text NOT NULL,
	"livemode" boolean NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "payment_hour_counts_pk" PRIMARY KEY("account_id","livemode","hour","status")
);
--> statement-breakpoint
CREATE TABLE "payment_status_counts" (
	"account_id" text NOT NULL,
	"livemode" boolean NOT NULL,
	"status" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "payment_status_counts_pk" PRIMARY KEY("account_id","livemode","status")
);
--> statement-breakpoint
ALTER TABLE "payment_day_counts" ADD CONSTRAINT "payment_day_counts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_hour_counts" ADD CONSTRAINT "payment_hour_counts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_status_counts" ADD CONSTRAINT "payment_status_counts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Keeps payment_status_counts, payment_day_counts and payment_hour_counts exact, in the same transaction as every
-- change to payments. Statement-level triggers with transition tables, as payment_rollups (0003): a bulk insert
-- costs three upserts; an update that leaves status and created_at alone nets to nothing and writes (and locks)
-- nothing; keys are upserted in key order, totals then days then hours, so concurrent transactions lock counter
-- rows in one order. Deltas are +1 per new row and -1 per old row, grouped; deletes only decrement.
CREATE FUNCTION "payment_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One statement per event: a transition table the trigger does not have cannot even be named.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "payment_status_counts" ("account_id", "livemode", "status", "count")
    SELECT "account_id", "livemode", "status", count(*) FROM "new_rows" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("account_id", "livemode", "status") DO UPDATE SET "count" = "payment_status_counts"."count" + EXCLUDED."count";
    INSERT INTO "payment_day_counts" ("account_id", "livemode", "day", "status", "count")
    SELECT "account_id", "livemode", date_trunc('day', "created_at", 'UTC'), "status", count(*) FROM "new_rows" GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("account_id", "livemode", "day", "status") DO UPDATE SET "count" = "payment_day_counts"."count" + EXCLUDED."count";
    INSERT INTO "payment_hour_counts" ("account_id", "livemode", "hour", "status", "count")
    SELECT "account_id", "livemode", date_trunc('hour', "created_at", 'UTC'), "status", count(*) FROM "new_rows" GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("account_id", "livemode", "hour", "status") DO UPDATE SET "count" = "payment_hour_counts"."count" + EXCLUDED."count";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "payment_status_counts" ("account_id", "livemode", "status", "count")
    SELECT "account_id", "livemode", "status", sum("d") FROM (
      SELECT "account_id", "livemode", "status", 1 AS "d" FROM "new_rows"
      UNION ALL SELECT "account_id", "livemode", "status", -1 FROM "old_rows"
    ) "delta" GROUP BY 1, 2, 3 HAVING sum("d") <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ("account_id", "livemode", "status") DO UPDATE SET "count" = "payment_status_counts"."count" + EXCLUDED."count";
    INSERT INTO "payment_day_counts" ("account_id", "livemode", "day", "status", "count")
    SELECT "account_id", "livemode", "day", "status", sum("d") FROM (
      SELECT "account_id", "livemode", date_trunc('day', "created_at", 'UTC') AS "day", "status", 1 AS "d" FROM "new_rows"
      UNION ALL SELECT "account_id", "livemode", date_trunc('day', "created_at", 'UTC'), "status", -1 FROM "old_rows"
    ) "delta" GROUP BY 1, 2, 3, 4 HAVING sum("d") <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("account_id", "livemode", "day", "status") DO UPDATE SET "count" = "payment_day_counts"."count" + EXCLUDED."count";
    INSERT INTO "payment_hour_counts" ("account_id", "livemode", "hour", "status", "count")
    SELECT "account_id", "livemode", "hour", "status", sum("d") FROM (
      SELECT "account_id", "livemode", date_trunc('hour', "created_at", 'UTC') AS "hour", "status", 1 AS "d" FROM "new_rows"
      UNION ALL SELECT "account_id", "livemode", date_trunc('hour', "created_at", 'UTC'), "status", -1 FROM "old_rows"
    ) "delta" GROUP BY 1, 2, 3, 4 HAVING sum("d") <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("account_id", "livemode", "hour", "status") DO UPDATE SET "count" = "payment_hour_counts"."count" + EXCLUDED."count";
  ELSE
    -- Only existing rows are decremented: when an account is deleted its counters may already be gone (cascade).
    UPDATE "payment_status_counts" "c" SET "count" = "c"."count" - "d"."n"
    FROM (SELECT "account_id", "livemode", "status", count(*) AS "n" FROM "old_rows" GROUP BY 1, 2, 3) "d"
    WHERE "c"."account_id" = "d"."account_id" AND "c"."livemode" = "d"."livemode" AND "c"."status" = "d"."status";
    UPDATE "payment_day_counts" "c" SET "count" = "c"."count" - "d"."n"
    FROM (SELECT "account_id", "livemode", date_trunc('day', "created_at", 'UTC') AS "day", "status", count(*) AS "n" FROM "old_rows" GROUP BY 1, 2, 3, 4) "d"
    WHERE "c"."account_id" = "d"."account_id" AND "c"."livemode" = "d"."livemode" AND "c"."day" = "d"."day" AND "c"."status" = "d"."status";
    UPDATE "payment_hour_counts" "c" SET "count" = "c"."count" - "d"."n"
    FROM (SELECT "account_id", "livemode", date_trunc('hour', "created_at", 'UTC') AS "hour", "status", count(*) AS "n" FROM "old_rows" GROUP BY 1, 2, 3, 4) "d"
    WHERE "c"."account_id" = "d"."account_id" AND "c"."livemode" = "d"."livemode" AND "c"."hour" = "d"."hour" AND "c"."status" = "d"."status";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "payments_counts_insert" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "payment_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "payments_counts_update" AFTER UPDATE ON "payments" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "payment_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "payments_counts_delete" AFTER DELETE ON "payments" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "payment_counts_apply"();
--> statement-breakpoint
-- Payments that exist before this migration.
INSERT INTO "payment_status_counts" ("account_id", "livemode", "status", "count")
SELECT "account_id", "livemode", "status", count(*) FROM "payments" GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "payment_day_counts" ("account_id", "livemode", "day", "status", "count")
SELECT "account_id", "livemode", date_trunc('day', "created_at", 'UTC'), "status", count(*) FROM "payments" GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "payment_hour_counts" ("account_id", "livemode", "hour", "status", "count")
SELECT "account_id", "livemode", date_trunc('hour', "created_at", 'UTC'), "status", count(*) FROM "payments" GROUP BY 1, 2, 3, 4;
