CREATE TABLE "beneficiaries" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"livemode" boolean NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"country" char(2) NOT NULL,
	"currency" char(3) NOT NULL,
	"method_type" text NOT NULL,
	"status" text NOT NULL,
	"holder_name" text,
	"bank_name" text,
	"account_number" text,
	"routing_number" text,
	"swift" text,
	"sort_code" text,
	"iban" text,
	"wallet_provider" text,
	"wallet_account" text,
	"review_note" text,
	"details_version" text NOT NULL,
	"verification_due_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
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
	"expires_at" timestamp with time zone NOT NULL,
	"succeeded_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beneficiaries_scope_created_idx" ON "beneficiaries" USING btree ("account_id","livemode","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payouts_scope_created_idx" ON "payouts" USING btree ("account_id","livemode","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payouts_beneficiary_idx" ON "payouts" USING btree ("beneficiary_id");--> statement-breakpoint
CREATE INDEX "payouts_pending_expiry_idx" ON "payouts" USING btree ("expires_at") WHERE status = 'pending';