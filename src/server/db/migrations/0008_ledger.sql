CREATE TYPE "public"."ledger_account" AS ENUM('buyer_payments', 'refunds', 'chef_payable', 'platform_fees', 'courier_share', 'tips_payable', 'coupon_funding', 'credits', 'payouts_in_transit', 'paid_out');--> statement-breakpoint
CREATE TYPE "public"."ledger_entry_kind" AS ENUM('capture', 'refund', 'payout_created', 'payout_paid', 'payout_failed', 'reversal');--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "ledger_entry_kind" NOT NULL,
	"idempotency_key" text NOT NULL,
	"order_id" uuid,
	"payment_id" uuid,
	"payout_id" uuid,
	"reverses_entry_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_entries_reversal_names_entry" CHECK ((kind = 'reversal') = (reverses_entry_id IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "ledger_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"account" "ledger_account" NOT NULL,
	"party_id" uuid,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "ledger_lines_amount_non_zero" CHECK (amount_cents <> 0),
	CONSTRAINT "ledger_lines_party_matches_account" CHECK ((account::text IN ('platform_fees', 'courier_share', 'tips_payable', 'coupon_funding')) = (party_id IS NULL))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reverses_entry_id_fk" FOREIGN KEY ("reverses_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_order_id_idx" ON "ledger_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_payment_id_idx" ON "ledger_entries" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_payout_id_idx" ON "ledger_entries" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "ledger_lines_account_party_idx" ON "ledger_lines" USING btree ("account","party_id","amount_cents");--> statement-breakpoint
CREATE INDEX "ledger_lines_entry_id_idx" ON "ledger_lines" USING btree ("entry_id");