CREATE TABLE "reports" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"livemode" boolean NOT NULL,
	"user_id" text,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"timezone" text NOT NULL,
	"currency" char(3),
	"status" text NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_total" integer,
	"stored_name" text,
	"file_name" text,
	"size" integer,
	"error" text,
	"expires_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"livemode" boolean NOT NULL,
	"currency" char(3) NOT NULL,
	"settlement_date" date NOT NULL,
	"timezone" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"gross" bigint NOT NULL,
	"fees" bigint NOT NULL,
	"refunds" bigint NOT NULL,
	"disputes" bigint NOT NULL,
	"adjustments" bigint NOT NULL,
	"net" bigint NOT NULL,
	"entry_count" integer NOT NULL,
	"payment_count" integer NOT NULL,
	"bank_reference" text NOT NULL,
	"arrival_date" date NOT NULL,
	"paid_at" timestamp with time zone,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "settlement_id" text;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_scope_created_idx" ON "reports" USING btree ("account_id","livemode","created_at");--> statement-breakpoint
CREATE INDEX "reports_expiry_idx" ON "reports" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_batch_key" ON "settlements" USING btree ("account_id","livemode","currency","settlement_date");--> statement-breakpoint
CREATE INDEX "settlements_scope_date_idx" ON "settlements" USING btree ("account_id","livemode","settlement_date");--> statement-breakpoint
CREATE INDEX "settlements_status_idx" ON "settlements" USING btree ("status","arrival_date");--> statement-breakpoint
CREATE INDEX "ledger_settlement_idx" ON "ledger_entries" USING btree ("settlement_id");--> statement-breakpoint
CREATE INDEX "ledger_unsettled_idx" ON "ledger_entries" USING btree ("account_id","livemode","currency","available_on") WHERE settlement_id is null and type <> 'payout';