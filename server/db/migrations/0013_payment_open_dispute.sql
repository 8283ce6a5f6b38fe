ALTER TABLE "payments" ADD COLUMN "open_dispute_id" text;--> statement-breakpoint
-- Hand-written: the disputes open today mark their payments.
UPDATE "payments" SET "open_dispute_id" = "disputes"."id" FROM "disputes"
WHERE "disputes"."payment_id" = "payments"."id" AND "disputes"."status" IN ('warning_needs_response', 'needs_response', 'under_review');
