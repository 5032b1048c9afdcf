ALTER TABLE "transactions" ADD COLUMN "purchase" text DEFAULT 'premium' NOT NULL;--> statement-breakpoint
-- An upgrade's purchase is its extras, sorted: the same extras bought twice are the same purchase.
UPDATE "transactions" SET "purchase" = 'extras:' || coalesce((
  SELECT string_agg(substr(item->>'key', 7), ',' ORDER BY substr(item->>'key', 7))
  FROM jsonb_array_elements("items") AS item
  WHERE item->>'key' LIKE 'extra:%'
), '') WHERE "is_extra_difference";--> statement-breakpoint
-- Of an agreement's open payments one stays open: the oldest under review (the likeliest to be
-- decided by now), else the newest. The others are closed without asking their provider. One
-- waiting for the buyer or being charged collected nothing: it is cancelled, replaced by the newer
-- one. One under review may still collect money: it is given back at its provider by the refund
-- sweep (voided before settlement, refunded after), like any payment for a checkout already closed.
-- A closed checkout's discount code use is given back, as the checkout does.
WITH "ranked" AS (
  SELECT "id", "status", row_number() OVER (
    PARTITION BY "agreement_id"
    ORDER BY "status" = 'pending_verification' DESC,
      CASE WHEN "status" = 'pending_verification' THEN "created_at" END ASC,
      "created_at" DESC, "id" DESC
  ) AS "position"
  FROM "transactions"
  WHERE "agreement_id" IS NOT NULL AND "status" IN ('processing', 'pending_verification', 'validating')
), "closed" AS (
  UPDATE "transactions" SET
    "status" = CASE WHEN "ranked"."status" = 'pending_verification' THEN 'refund_pending' ELSE 'cancelled' END,
    "gateway_code" = CASE WHEN "ranked"."status" = 'pending_verification' THEN 'closed' ELSE 'superseded' END,
    "updated_at" = now()
  FROM "ranked"
  WHERE "ranked"."id" = "transactions"."id" AND "ranked"."position" > 1
  RETURNING "transactions"."discount_code"
)
UPDATE "discount_codes" SET "uses" = greatest("uses" - "released"."count", 0)
FROM (
  SELECT "discount_code", count(*)::int AS "count" FROM "closed"
  WHERE "discount_code" IS NOT NULL GROUP BY "discount_code"
) AS "released"
WHERE "discount_codes"."code" = "released"."discount_code";--> statement-breakpoint
-- A purchase approved more than once was charged more than once: the later charges are given back
-- (the refund sweep returns the money at the provider), and so is their discount code's use.
WITH "repeated" AS (
  UPDATE "transactions" SET "status" = 'refund_pending', "gateway_code" = 'alreadyPaid', "updated_at" = now()
  WHERE "status" = 'approved' AND "agreement_id" IS NOT NULL
    AND EXISTS (
      SELECT 1 FROM "transactions" AS earlier
      WHERE earlier."agreement_id" = "transactions"."agreement_id"
        AND earlier."purchase" = "transactions"."purchase"
        AND earlier."status" = 'approved'
        AND (earlier."created_at", earlier."id") < ("transactions"."created_at", "transactions"."id")
    )
  RETURNING "discount_code"
)
UPDATE "discount_codes" SET "uses" = greatest("uses" - "released"."count", 0)
FROM (
  SELECT "discount_code", count(*)::int AS "count" FROM "repeated"
  WHERE "discount_code" IS NOT NULL GROUP BY "discount_code"
) AS "released"
WHERE "discount_codes"."code" = "released"."discount_code";--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_one_open_per_agreement" ON "transactions" USING btree ("agreement_id") WHERE "transactions"."status" in ('processing', 'pending_verification', 'validating');--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_one_approval_per_purchase" ON "transactions" USING btree ("agreement_id","purchase") WHERE "transactions"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "transactions_refund_pending_idx" ON "transactions" USING btree ("status") WHERE "transactions"."status" = 'refund_pending';
