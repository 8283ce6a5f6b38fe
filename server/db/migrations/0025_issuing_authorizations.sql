CREATE TABLE "issuing_authorizations" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"livemode" boolean NOT NULL,
	"card_id" text NOT NULL,
	"cardholder_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"merchant_name" text NOT NULL,
	"merchant_category" text NOT NULL,
	"merchant_country" char(2) NOT NULL,
	"approved" boolean NOT NULL,
	"status" text NOT NULL,
	"decline_reason" jsonb,
	"held_amount" bigint NOT NULL,
	"captured_amount" bigint NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issuing_auths_amounts" CHECK ("issuing_authorizations"."held_amount" >= 0 and "issuing_authorizations"."captured_amount" >= 0 and "issuing_authorizations"."held_amount" + "issuing_authorizations"."captured_amount" <= "issuing_authorizations"."amount")
);
--> statement-breakpoint
CREATE TABLE "issuing_balance_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"livemode" boolean NOT NULL,
	"currency" char(3) NOT NULL,
	"type" text NOT NULL,
	"available" bigint NOT NULL,
	"held" bigint NOT NULL,
	"source_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issuing_balances" (
	"account_id" text NOT NULL,
	"livemode" boolean NOT NULL,
	"currency" char(3) NOT NULL,
	"available" bigint NOT NULL,
	"held" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issuing_balances_account_id_livemode_currency_pk" PRIMARY KEY("account_id","livemode","currency"),
	CONSTRAINT "issuing_balances_not_negative" CHECK ("issuing_balances"."available" >= 0 and "issuing_balances"."held" >= 0)
);
--> statement-breakpoint
CREATE TABLE "issuing_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"livemode" boolean NOT NULL,
	"type" text NOT NULL,
	"authorization_id" text NOT NULL,
	"refund_of" text,
	"card_id" text NOT NULL,
	"cardholder_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"merchant_name" text NOT NULL,
	"merchant_category" text NOT NULL,
	"merchant_country" char(2) NOT NULL,
	"refunded_amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issuing_txns_refunded" CHECK ("issuing_transactions"."refunded_amount" >= 0 and "issuing_transactions"."refunded_amount" <= "issuing_transactions"."amount")
);
--> statement-breakpoint
ALTER TABLE "issuing_authorizations" ADD CONSTRAINT "issuing_authorizations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuing_authorizations" ADD CONSTRAINT "issuing_authorizations_card_id_issuing_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."issuing_cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuing_authorizations" ADD CONSTRAINT "issuing_authorizations_cardholder_id_issuing_cardholders_id_fk" FOREIGN KEY ("cardholder_id") REFERENCES "public"."issuing_cardholders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuing_balance_entries" ADD CONSTRAINT "issuing_balance_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuing_balances" ADD CONSTRAINT "issuing_balances_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuing_transactions" ADD CONSTRAINT "issuing_transactions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuing_transactions" ADD CONSTRAINT "issuing_transactions_authorization_id_issuing_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."issuing_authorizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuing_transactions" ADD CONSTRAINT "issuing_transactions_card_id_issuing_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."issuing_cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuing_transactions" ADD CONSTRAINT "issuing_transactions_cardholder_id_issuing_cardholders_id_fk" FOREIGN KEY ("cardholder_id") REFERENCES "public"."issuing_cardholders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "issuing_auths_scope_created_idx" ON "issuing_authorizations" USING btree ("account_id","livemode","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "issuing_auths_card_usage_idx" ON "issuing_authorizations" USING btree ("card_id","created_at") WHERE approved;--> statement-breakpoint
CREATE INDEX "issuing_auths_holder_usage_idx" ON "issuing_authorizations" USING btree ("cardholder_id","currency","created_at") WHERE approved;--> statement-breakpoint
CREATE INDEX "issuing_auths_expiry_idx" ON "issuing_authorizations" USING btree ("expires_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "issuing_balance_entries_scope_idx" ON "issuing_balance_entries" USING btree ("account_id","livemode","currency","created_at");--> statement-breakpoint
CREATE INDEX "issuing_balance_entries_source_idx" ON "issuing_balance_entries" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "issuing_txns_scope_created_idx" ON "issuing_transactions" USING btree ("account_id","livemode","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "issuing_txns_authorization_idx" ON "issuing_transactions" USING btree ("authorization_id");