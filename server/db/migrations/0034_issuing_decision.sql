ALTER TABLE "accounts" ADD COLUMN "issuing_decision_fallback" text DEFAULT 'approve' NOT NULL;--> statement-breakpoint
ALTER TABLE "issuing_authorizations" ADD COLUMN "decided_by" text DEFAULT 'rules';--> statement-breakpoint
CREATE INDEX "issuing_auths_awaiting_idx" ON "issuing_authorizations" USING btree ("created_at") WHERE status = 'awaiting_decision';