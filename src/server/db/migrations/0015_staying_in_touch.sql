-- Issue 13 (staying in touch): complaints with categories, photos, an order and one open per
-- person, chef and order; support tickets with reference IDs, statuses open/waiting/solved and
-- threads (support_messages, shared with complaints); suspension; per-kind notification
-- channels; web push keys, the local push outbox and the app's own secrets (VAPID); follower
-- alerts and once-only notifications (dedupe_key). No complaint or ticket existed before
-- (nothing wrote them), so the NOT NULL reference_id needs no backfill.
CREATE TYPE "public"."complaint_category" AS ENUM('food_quality', 'food_safety', 'wrong_order', 'late_or_missing', 'behaviour', 'pricing', 'other');--> statement-breakpoint
CREATE TYPE "public"."follower_alert_kind" AS ENUM('new_dish', 'last_call', 'live_stream');--> statement-breakpoint
CREATE TYPE "public"."push_status" AS ENUM('sent', 'gone', 'failed');--> statement-breakpoint
ALTER TYPE "public"."admin_action" ADD VALUE 'complaint.update';--> statement-breakpoint
ALTER TYPE "public"."admin_action" ADD VALUE 'ticket.update';--> statement-breakpoint
ALTER TYPE "public"."admin_action" ADD VALUE 'account.suspend';--> statement-breakpoint
ALTER TYPE "public"."admin_action" ADD VALUE 'account.reinstate';--> statement-breakpoint
ALTER TYPE "public"."complaint_status" ADD VALUE 'in_review';--> statement-breakpoint
ALTER TYPE "public"."complaint_status" ADD VALUE 'dismissed';--> statement-breakpoint
CREATE TABLE "follower_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chef_id" uuid NOT NULL,
	"kind" "follower_alert_kind" NOT NULL,
	"subject_id" uuid NOT NULL,
	"title" text NOT NULL,
	"link" text NOT NULL,
	"summarised" boolean DEFAULT false NOT NULL,
	"fanned_out_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"endpoint" text NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"link" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" "push_status" NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid,
	"complaint_id" uuid,
	"author_id" uuid,
	"from_staff" boolean NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_messages_one_parent" CHECK ((ticket_id IS NULL) <> (complaint_id IS NULL)),
	CONSTRAINT "support_messages_internal_is_staff" CHECK (NOT internal OR from_staff),
	CONSTRAINT "support_messages_body_not_blank" CHECK (length(btrim(body)) > 0)
);
--> statement-breakpoint
ALTER TABLE "support_tickets" ALTER COLUMN "status" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "support_tickets" ALTER COLUMN "status" SET DEFAULT 'open'::text;--> statement-breakpoint
UPDATE "support_tickets" SET "status" = 'solved' WHERE "status" = 'closed';--> statement-breakpoint
DROP TYPE "public"."support_ticket_status";--> statement-breakpoint
CREATE TYPE "public"."support_ticket_status" AS ENUM('open', 'waiting', 'solved');--> statement-breakpoint
ALTER TABLE "support_tickets" ALTER COLUMN "status" SET DEFAULT 'open'::"public"."support_ticket_status";--> statement-breakpoint
ALTER TABLE "support_tickets" ALTER COLUMN "status" SET DATA TYPE "public"."support_ticket_status" USING "status"::"public"."support_ticket_status";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD COLUMN "p256dh" text;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD COLUMN "auth" text;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD COLUMN "last_pushed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "notification_channels" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "category" "complaint_category" DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "photo_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "assigned_admin_id" uuid;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "identity_shared" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "reference_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "assigned_admin_id" uuid;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "guest_token_hash" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "last_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "follower_alerts" ADD CONSTRAINT "follower_alerts_chef_id_users_id_fk" FOREIGN KEY ("chef_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "follower_alerts_subject_unique" ON "follower_alerts" USING btree ("chef_id","kind","subject_id");--> statement-breakpoint
CREATE INDEX "follower_alerts_chef_created_idx" ON "follower_alerts" USING btree ("chef_id","created_at");--> statement-breakpoint
CREATE INDEX "push_outbox_created_at_idx" ON "push_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "support_messages_ticket_idx" ON "support_messages" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "support_messages_complaint_idx" ON "support_messages" USING btree ("complaint_id","created_at");--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_assigned_admin_id_users_id_fk" FOREIGN KEY ("assigned_admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_assigned_admin_id_users_id_fk" FOREIGN KEY ("assigned_admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_dedupe_unique" ON "notifications" USING btree ("user_id","dedupe_key") WHERE dedupe_key is not null;--> statement-breakpoint
CREATE INDEX "complaints_status_idx" ON "complaints" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_one_open_unique" ON "complaints" USING btree ("from_user_id","to_user_id",coalesce(order_id, '00000000-0000-0000-0000-000000000000'::uuid)) WHERE closed_at is null;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_referenceId_unique" UNIQUE("reference_id");--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_owner" CHECK (user_id IS NOT NULL OR email IS NOT NULL);