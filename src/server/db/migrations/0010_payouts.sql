CREATE TYPE "public"."payout_state" AS ENUM('pending', 'in_transit', 'paid', 'failed');--> statement-breakpoint
CREATE TABLE "chef_payable_items" (
	"entry_id" uuid PRIMARY KEY NOT NULL,
	"chef_id" uuid NOT NULL,
	"order_id" uuid,
	"amount_cents" bigint NOT NULL,
	"payout_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_processor_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"transfer_group" text NOT NULL,
	"description" text NOT NULL,
	"arrival_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "local_processor_transfers_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "local_processor_transfers_amount_pos" CHECK (amount_cents > 0)
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chef_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" "payout_state" DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"provider_transfer_id" text,
	"arrival_date" timestamp with time zone,
	"failure_message" text,
	"run_id" uuid NOT NULL,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payouts_amount_pos" CHECK (amount_cents > 0)
);
--> statement-breakpoint
ALTER TABLE "local_processor_connect_accounts" ADD COLUMN "payout_failure" text;--> statement-breakpoint
ALTER TABLE "chef_payable_items" ADD CONSTRAINT "chef_payable_items_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_chef_id_users_id_fk" FOREIGN KEY ("chef_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chef_payable_items_open_idx" ON "chef_payable_items" USING btree ("chef_id","order_id") WHERE payout_id IS NULL;--> statement-breakpoint
CREATE INDEX "chef_payable_items_payout_id_idx" ON "chef_payable_items" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "chef_payable_items_order_id_idx" ON "chef_payable_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "local_processor_transfers_account_idx" ON "local_processor_transfers" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_chef_id_idx" ON "payouts" USING btree ("chef_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_open_idx" ON "payouts" USING btree ("status","created_at") WHERE status IN ('pending', 'in_transit');--> statement-breakpoint
CREATE INDEX "payouts_run_id_idx" ON "payouts" USING btree ("run_id");