CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"agreement_id" uuid,
	"customer_email" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"processor" text NOT NULL,
	"status" text NOT NULL,
	"gateway_code" text,
	"provider_reference" text,
	"currency" text NOT NULL,
	"net_amount" integer NOT NULL,
	"vat_rate" text NOT NULL,
	"vat_amount" integer NOT NULL,
	"amount" integer NOT NULL,
	"vat_treatment" text NOT NULL,
	"invoicing_details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_idempotency_idx" ON "transactions" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "transactions_agreement_idx" ON "transactions" USING btree ("agreement_id");