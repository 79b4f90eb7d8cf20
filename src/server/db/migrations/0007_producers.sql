CREATE TYPE "public"."admin_action" AS ENUM('chef.approve', 'chef.reject');--> statement-breakpoint
CREATE TYPE "public"."onboarding_step" AS ENUM('welcome', 'profile', 'finance', 'order_settings', 'menus', 'go_live');--> statement-breakpoint
CREATE TYPE "public"."payout_status" AS ENUM('pending', 'enabled', 'failed');--> statement-breakpoint
CREATE TABLE "local_processor_connect_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"onboarding_token_hash" text,
	"onboarding_expires_at" timestamp with time zone,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"requirement_error" text,
	"account_holder_name" text,
	"bank_name" text,
	"last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "local_processor_connect_last4" CHECK (last4 ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "admin_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"action" "admin_action" NOT NULL,
	"subject_id" uuid NOT NULL,
	"reason" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chef_onboarding" (
	"chef_id" uuid PRIMARY KEY NOT NULL,
	"current_step" "onboarding_step" DEFAULT 'welcome' NOT NULL,
	"completed_steps" "onboarding_step"[] DEFAULT '{}'::onboarding_step[] NOT NULL,
	"go_live_options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chef_approvals" ADD COLUMN "payout_status" "payout_status";--> statement-breakpoint
ALTER TABLE "admin_actions" ADD CONSTRAINT "admin_actions_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_actions" ADD CONSTRAINT "admin_actions_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chef_onboarding" ADD CONSTRAINT "chef_onboarding_chef_id_users_id_fk" FOREIGN KEY ("chef_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_actions_subject_idx" ON "admin_actions" USING btree ("subject_id","created_at");--> statement-breakpoint
CREATE INDEX "admin_actions_created_at_idx" ON "admin_actions" USING btree ("created_at");