CREATE TABLE "gateway_credentials" (
	"account_id" text NOT NULL,
	"livemode" boolean NOT NULL,
	"provider" text NOT NULL,
	"merchant_id" text NOT NULL,
	"secret_sealed" text NOT NULL,
	"secret_masked" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_credentials_account_id_livemode_pk" PRIMARY KEY("account_id","livemode")
);
--> statement-breakpoint
ALTER TABLE "gateway_credentials" ADD CONSTRAINT "gateway_credentials_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_credentials" ADD CONSTRAINT "gateway_credentials_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;