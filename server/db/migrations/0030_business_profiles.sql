CREATE TABLE "business_profiles" (
	"account_id" text PRIMARY KEY NOT NULL,
	"business_name" text NOT NULL,
	"support_email" text,
	"support_phone" text,
	"website" text,
	"statement_descriptor" text,
	"brand_color" text,
	"logo_stored_name" text,
	"logo_mime" text,
	"logo_size" integer,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;