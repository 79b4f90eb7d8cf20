CREATE TYPE "public"."producer_kind" AS ENUM('home_chef', 'restaurant', 'farmer', 'food_truck');--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "producer_kind" "producer_kind";--> statement-breakpoint
CREATE INDEX "profiles_producer_kind_idx" ON "profiles" USING btree ("producer_kind");