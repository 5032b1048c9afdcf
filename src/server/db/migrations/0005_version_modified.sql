ALTER TABLE "agreement_versions" ADD COLUMN "modified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Texts saved by customers before the column existed: edited ones, and restored ones of agreements marked modified.
UPDATE "agreement_versions" SET "modified" = true WHERE "origin" = 'edited' OR ("origin" = 'restored' AND "agreement_id" IN (SELECT "id" FROM "agreements" WHERE "edit_status" = 'modified'));
