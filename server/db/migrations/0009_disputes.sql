CREATE TABLE "dispute_files" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"livemode" boolean NOT NULL,
	"dispute_id" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"stored_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"livemode" boolean NOT NULL,
	"payment_id" text NOT NULL,
	"customer_id" text,
	"customer_name" text,
	"customer_email" text,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"currency" char(3) NOT NULL,
	"network_reference" text NOT NULL,
	"evidence" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"due_by" timestamp with time zone NOT NULL,
	"reminders_sent" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"draft_saved_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dispute_files" ADD CONSTRAINT "dispute_files_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_files" ADD CONSTRAINT "dispute_files_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_files_dispute_idx" ON "dispute_files" USING btree ("dispute_id","created_at");--> statement-breakpoint
CREATE INDEX "disputes_scope_created_idx" ON "disputes" USING btree ("account_id","livemode","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "disputes_scope_status_created_idx" ON "disputes" USING btree ("account_id","livemode","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_payment_idx" ON "disputes" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "disputes_awaiting_due_idx" ON "disputes" USING btree ("due_by") WHERE "disputes"."status" in ('warning_needs_response', 'needs_response');--> statement-breakpoint
CREATE INDEX "disputes_customer_name_trgm_idx" ON "disputes" USING gin ("customer_name" gin_trgm_ops);