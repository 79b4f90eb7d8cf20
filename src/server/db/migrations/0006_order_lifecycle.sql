CREATE TYPE "public"."phone_channel" AS ENUM('sms', 'voice');--> statement-breakpoint
ALTER TYPE "public"."review_type" ADD VALUE 'customer';--> statement-breakpoint
CREATE TABLE "phone_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" "phone_channel" NOT NULL,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"provider" text NOT NULL,
	"provider_message_id" text,
	"status" "mail_status" DEFAULT 'queued' NOT NULL,
	"error" text,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_dish_matches_type";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "robot_called_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "phone_outbox" ADD CONSTRAINT "phone_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_outbox_created_at_idx" ON "phone_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "phone_outbox_order_id_idx" ON "phone_outbox" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_unviewed_new_idx" ON "orders" USING btree ("created_at") WHERE status = 'new' AND viewed_at IS NULL AND robot_called_at IS NULL;--> statement-breakpoint
CREATE INDEX "reviews_customer_id_idx" ON "reviews" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_matches_type" CHECK ((type::text = 'customer') = (customer_id IS NOT NULL));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_dish_matches_type" CHECK ((type::text = 'dish' AND dish_id IS NOT NULL) OR (type::text IN ('order', 'customer') AND dish_id IS NULL));