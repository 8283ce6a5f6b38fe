CREATE TABLE "smart_account_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"livemode" boolean NOT NULL,
	"currency" char(3) NOT NULL,
	"amount" bigint NOT NULL,
	"type" text NOT NULL,
	"source_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smart_account_incoming" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"livemode" boolean NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"payer_name" text NOT NULL,
	"reference" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smart_account_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"livemode" boolean NOT NULL,
	"beneficiary_id" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"method_type" text NOT NULL,
	"description" text,
	"beneficiary_name" text NOT NULL,
	"beneficiary_country" char(2) NOT NULL,
	"beneficiary_last4" text NOT NULL,
	"arrival_date" date NOT NULL,
	"failure_reason" text,
	"created_by" text,
	"succeeded_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "smart_account_entries" ADD CONSTRAINT "smart_account_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_account_incoming" ADD CONSTRAINT "smart_account_incoming_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_account_transfers" ADD CONSTRAINT "smart_account_transfers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_account_transfers" ADD CONSTRAINT "smart_account_transfers_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_account_transfers" ADD CONSTRAINT "smart_account_transfers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "smart_entries_scope_created_idx" ON "smart_account_entries" USING btree ("account_id","livemode","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "smart_entries_scope_currency_idx" ON "smart_account_entries" USING btree ("account_id","livemode","currency");--> statement-breakpoint
CREATE INDEX "smart_entries_source_idx" ON "smart_account_entries" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "smart_incoming_scope_received_idx" ON "smart_account_incoming" USING btree ("account_id","livemode","received_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "smart_transfers_scope_created_idx" ON "smart_account_transfers" USING btree ("account_id","livemode","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "smart_transfers_beneficiary_idx" ON "smart_account_transfers" USING btree ("beneficiary_id");