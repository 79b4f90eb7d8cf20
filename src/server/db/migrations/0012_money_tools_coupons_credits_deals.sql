CREATE TYPE "public"."credit_kind" AS ENUM('signup', 'referral');--> statement-breakpoint
ALTER TYPE "public"."admin_action" ADD VALUE 'order.refund';--> statement-breakpoint
ALTER TYPE "public"."admin_action" ADD VALUE 'payout.retry';--> statement-breakpoint
ALTER TYPE "public"."ledger_entry_kind" ADD VALUE 'credit_granted' BEFORE 'reversal';--> statement-breakpoint
ALTER TYPE "public"."ledger_entry_kind" ADD VALUE 'credit_expired' BEFORE 'reversal';--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_order_unique" UNIQUE("order_id"),
	CONSTRAINT "coupon_redemptions_amount_pos" CHECK (amount_cents > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "credit_kind" NOT NULL,
	"amount_cents" integer NOT NULL,
	"source_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"expired_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credit_grants_user_kind_source_unique" UNIQUE("user_id","kind","source_id"),
	CONSTRAINT "credit_grants_amount_pos" CHECK (amount_cents > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_money_nonneg";--> statement-breakpoint
ALTER TABLE "last_calls" ADD COLUMN "pickup_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "last_calls" ADD COLUMN "pickup_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "last_calls" ADD COLUMN "alerts_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "last_calls" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_per_user" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "dish_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_grants" ADD CONSTRAINT "credit_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_user_idx" ON "coupon_redemptions" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE INDEX "credit_grants_user_idx" ON "credit_grants" USING btree ("user_id","expires_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_nonneg" CHECK (credit_cents >= 0 AND credit_cents <= total_cents AND subtotal_cents >= 0 AND discount_cents >= 0 AND service_fee_cents >= 0 AND delivery_fee_cents >= 0 AND tip_cents >= 0 AND commission_cents >= 0 AND total_cents >= 0 AND chef_earnings_cents >= 0);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_max_per_user_pos" CHECK (max_per_user IS NULL OR max_per_user >= 1);