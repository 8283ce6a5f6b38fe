ALTER TABLE "users" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD COLUMN "account_id" text;