-- Webhook signing secrets are kept sealed under SECRETS_KEY from now on. The key is configuration, not in the
-- database, so the rows this renames still hold plain secrets: the server seals them at start, under the migration
-- lock (sealPlainWebhookSecrets in server/services/webhooks/endpoints.ts; docs/decisions.md).
ALTER TABLE "webhook_endpoints" RENAME COLUMN "secret" TO "secret_sealed";--> statement-breakpoint
ALTER TABLE "webhook_endpoints" RENAME COLUMN "previous_secret" TO "previous_secret_sealed";