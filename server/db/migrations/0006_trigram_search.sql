-- pg_trgm serves the case-insensitive "contains" filters (ILIKE '%…%') through GIN indexes; trusted extension (PostgreSQL 13+),
-- so the database owner may create it; PGlite loads it from @electric-sql/pglite/contrib/pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_trgm_idx" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_scope_currency_created_idx" ON "payments" USING btree ("account_id","livemode","currency","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_customer_name_trgm_idx" ON "payments" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "refunds_customer_name_trgm_idx" ON "refunds" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_number_trgm_idx" ON "invoices" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_name_trgm_idx" ON "invoices" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_email_trgm_idx" ON "invoices" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payment_links_description_trgm_idx" ON "payment_links" USING gin ("description" gin_trgm_ops);