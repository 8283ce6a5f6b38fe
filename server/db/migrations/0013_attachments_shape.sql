ALTER TABLE "onboarding_documents" RENAME COLUMN "original_name" TO "file_name";--> statement-breakpoint
ALTER TABLE "onboarding_documents" RENAME COLUMN "mime" TO "content_type";