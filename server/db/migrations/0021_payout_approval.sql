CREATE TABLE "payout_approval_thresholds" (
	"account_id" text NOT NULL,
	"livemode" boolean NOT NULL,
	"currency" char(3) NOT NULL,
	"threshold" bigint NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_approval_thresholds_account_id_livemode_currency_pk" PRIMARY KEY("account_id","livemode","currency")
);
--> statement-breakpoint
DROP INDEX "payouts_pending_expiry_idx";--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "approved_by" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "rejected_by" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_approval_thresholds" ADD CONSTRAINT "payout_approval_thresholds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_approval_thresholds" ADD CONSTRAINT "payout_approval_thresholds_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_pending_expiry_idx" ON "payouts" USING btree ("expires_at") WHERE status in ('pending', 'awaiting_approval');