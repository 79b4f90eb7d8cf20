-- Campaigns become a set of discounted dishes over a period (decision 040); the automatic
-- promotions table, which nothing wrote, goes. Nothing wrote campaigns either, so the new
-- NOT NULL columns need no default.
DROP TABLE "promotions" CASCADE;--> statement-breakpoint
ALTER TABLE "campaigns" ALTER COLUMN "starts_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ALTER COLUMN "ends_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "discount_type" "discount_type" NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "percent_off" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "amount_off_cents" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "dish_ids" uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_dish_ids_idx" ON "campaigns" USING gin ("dish_ids");--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_percent_off_range" CHECK (percent_off BETWEEN 0 AND 100);--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_amount_off_nonneg" CHECK (amount_off_cents >= 0);--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_discount_matches_type" CHECK ((discount_type = 'percent' AND percent_off IS NOT NULL AND amount_off_cents IS NULL) OR (discount_type = 'amount' AND amount_off_cents IS NOT NULL AND percent_off IS NULL));--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_has_dishes" CHECK (cardinality(dish_ids) >= 1);