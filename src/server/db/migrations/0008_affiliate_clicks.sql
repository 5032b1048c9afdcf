ALTER TABLE "transactions" ADD COLUMN "affiliate_network" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "affiliate_click_id" text;