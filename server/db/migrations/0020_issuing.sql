CREATE TABLE "issuing_cardholders" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"livemode" boolean NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"billing_line1" text NOT NULL,
	"billing_line2" text,
	"billing_city" text NOT NULL,
	"billing_state" text,
	"billing_postal_code" text NOT NULL,
	"billing_country" char(2) NOT NULL,
	"status" text NOT NULL,
	"spending_controls" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issuing_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"livemode" boolean NOT NULL,
	"cardholder_id" text NOT NULL,
	"type" text NOT NULL,
	"brand" text NOT NULL,
	"last4" char(4) NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"status" text NOT NULL,
	"spending_controls" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"canceled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "issuing_cardholders" ADD CONSTRAINT "issuing_cardholders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuing_cards" ADD CONSTRAINT "issuing_cards_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuing_cards" ADD CONSTRAINT "issuing_cards_cardholder_id_issuing_cardholders_id_fk" FOREIGN KEY ("cardholder_id") REFERENCES "public"."issuing_cardholders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "issuing_cardholders_scope_created_idx" ON "issuing_cardholders" USING btree ("account_id","livemode","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "issuing_cards_scope_created_idx" ON "issuing_cards" USING btree ("account_id","livemode","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "issuing_cards_cardholder_idx" ON "issuing_cards" USING btree ("cardholder_id");