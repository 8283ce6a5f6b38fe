CREATE TABLE "invoice_mails" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"livemode" boolean NOT NULL,
	"invoice_id" text NOT NULL,
	"kind" text NOT NULL,
	"to" text NOT NULL,
	"lang" text NOT NULL,
	"pay_url" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "open_dispute_id" text;--> statement-breakpoint
ALTER TABLE "invoice_mails" ADD CONSTRAINT "invoice_mails_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_mails" ADD CONSTRAINT "invoice_mails_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_mails_invoice_idx" ON "invoice_mails" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_mails_reminder_idx" ON "invoice_mails" USING btree ("invoice_id","kind") WHERE "invoice_mails"."kind" <> 'invoice';--> statement-breakpoint
-- Hand-written: the disputes open today mark their payments (issue 33 item 7).
UPDATE "payments" SET "open_dispute_id" = "disputes"."id" FROM "disputes"
WHERE "disputes"."payment_id" = "payments"."id" AND "disputes"."status" IN ('warning_needs_response', 'needs_response', 'under_review');