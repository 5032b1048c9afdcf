ALTER TABLE "transactions" ADD COLUMN "purchase" text DEFAULT 'premium' NOT NULL;--> statement-breakpoint
-- An upgrade's purchase is its extras, sorted: the same extras bought twice are the same purchase.
UPDATE "transactions" SET "purchase" = 'extras:' || coalesce((
  SELECT string_agg(substr(item->>'key', 7), ',' ORDER BY substr(item->>'key', 7))
  FROM jsonb_array_elements("items") AS item
  WHERE item->>'key' LIKE 'extra:%'
), '') WHERE "is_extra_difference";--> statement-breakpoint
-- Checkouts left open beside a newer one for the same agreement were replaced by it.
UPDATE "transactions" SET "status" = 'cancelled', "gateway_code" = 'superseded', "updated_at" = now()
WHERE "status" IN ('processing', 'pending_verification', 'validating') AND "agreement_id" IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM "transactions" AS newer
    WHERE newer."agreement_id" = "transactions"."agreement_id"
      AND newer."status" IN ('processing', 'pending_verification', 'validating')
      AND (newer."created_at", newer."id") > ("transactions"."created_at", "transactions"."id")
  );--> statement-breakpoint
-- A purchase approved more than once was charged more than once: the later charges are given back
-- (the refund sweep returns the money at the provider).
UPDATE "transactions" SET "status" = 'refund_pending', "gateway_code" = 'alreadyPaid', "updated_at" = now()
WHERE "status" = 'approved' AND "agreement_id" IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM "transactions" AS earlier
    WHERE earlier."agreement_id" = "transactions"."agreement_id"
      AND earlier."purchase" = "transactions"."purchase"
      AND earlier."status" = 'approved'
      AND (earlier."created_at", earlier."id") < ("transactions"."created_at", "transactions"."id")
  );--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_one_open_per_agreement" ON "transactions" USING btree ("agreement_id") WHERE "transactions"."status" in ('processing', 'pending_verification', 'validating');--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_one_approval_per_purchase" ON "transactions" USING btree ("agreement_id","purchase") WHERE "transactions"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "transactions_refund_pending_idx" ON "transactions" USING btree ("status") WHERE "transactions"."status" = 'refund_pending';
