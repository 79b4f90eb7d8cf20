CREATE TYPE "public"."approval_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."commission_structure" AS ENUM('commission_15', 'service_fee_15');--> statement-breakpoint
CREATE TYPE "public"."complaint_status" AS ENUM('open', 'resolved');--> statement-breakpoint
CREATE TYPE "public"."cooking_status" AS ENUM('idle', 'cooking');--> statement-breakpoint
CREATE TYPE "public"."deletion_request_status" AS ENUM('requested', 'processed');--> statement-breakpoint
CREATE TYPE "public"."delivery_method" AS ENUM('pickup', 'delivery');--> statement-breakpoint
CREATE TYPE "public"."discount_type" AS ENUM('percent', 'amount');--> statement-breakpoint
CREATE TYPE "public"."dish_status" AS ENUM('cooking', 'available', 'sold_out');--> statement-breakpoint
CREATE TYPE "public"."email_token_purpose" AS ENUM('verify_email', 'reset_password');--> statement-breakpoint
CREATE TYPE "public"."invitation_status" AS ENUM('submit', 'sent', 'ignored', 'accepted');--> statement-breakpoint
CREATE TYPE "public"."mail_status" AS ENUM('queued', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."message_status" AS ENUM('new', 'read');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('new', 'submitted', 'confirmed', 'accepted', 'payment_accepted', 'rejected', 'cancelled', 'ready', 'completed');--> statement-breakpoint
CREATE TYPE "public"."payment_intent_status" AS ENUM('requires_authorization', 'authorized', 'captured', 'voided', 'refunded', 'failed');--> statement-breakpoint
CREATE TYPE "public"."permit_type" AS ENUM('CFO', 'RES');--> statement-breakpoint
CREATE TYPE "public"."profile_status" AS ENUM('public', 'hide');--> statement-breakpoint
CREATE TYPE "public"."profile_type" AS ENUM('customer', 'chef');--> statement-breakpoint
CREATE TYPE "public"."push_platform" AS ENUM('web', 'ios', 'android');--> statement-breakpoint
CREATE TYPE "public"."refund_status" AS ENUM('pending', 'succeeded', 'failed');--> statement-breakpoint
CREATE TYPE "public"."review_type" AS ENUM('order', 'dish');--> statement-breakpoint
CREATE TYPE "public"."stream_status" AS ENUM('offline', 'live');--> statement-breakpoint
CREATE TYPE "public"."subscription_type" AS ENUM('last_call');--> statement-breakpoint
CREATE TYPE "public"."support_ticket_status" AS ENUM('open', 'closed');--> statement-breakpoint
CREATE TYPE "public"."thread_status" AS ENUM('open', 'closed');--> statement-breakpoint
CREATE TYPE "public"."thread_type" AS ENUM('direct_message');--> statement-breakpoint
CREATE TYPE "public"."visibility" AS ENUM('public', 'private');--> statement-breakpoint
CREATE TABLE "account_deletion_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text,
	"status" "deletion_request_status" DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" "email_token_purpose" NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"ip" text,
	CONSTRAINT "sessions_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" "citext" NOT NULL,
	"password_hash" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"verification_email_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_verification_email_count_range" CHECK (verification_email_count >= 0 AND verification_email_count <= 5)
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text,
	"address1" text,
	"address2" text,
	"city" text,
	"state" text,
	"zipcode" text,
	"latitude" double precision,
	"longitude" double precision,
	"neighborhood" text,
	"formatted_address" text,
	"uses_user_location" boolean DEFAULT false NOT NULL,
	"type" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_latitude_range" CHECK (latitude BETWEEN -90 AND 90),
	CONSTRAINT "addresses_longitude_range" CHECK (longitude BETWEEN -180 AND 180)
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"dish_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"special_instruction" varchar(100),
	"modifiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"last_call" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity_range" CHECK (quantity BETWEEN 1 AND 100),
	CONSTRAINT "cart_items_unit_price_nonneg" CHECK (unit_price_cents >= 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"promo_code" text,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_userId_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "cuisines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"iso" varchar(8),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cuisines_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "dish_modifiers" (
	"dish_id" uuid NOT NULL,
	"modifier_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dish_modifiers_dish_id_modifier_id_pk" PRIMARY KEY("dish_id","modifier_id")
);
--> statement-breakpoint
CREATE TABLE "dish_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dish_id" uuid NOT NULL,
	"url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dishes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chef_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"slug" text NOT NULL,
	"price_cents" integer NOT NULL,
	"price_unit" text,
	"last_call_price_cents" integer,
	"status" "dish_status" DEFAULT 'available' NOT NULL,
	"amount_left" integer DEFAULT -1 NOT NULL,
	"visibility" "visibility" DEFAULT 'public' NOT NULL,
	"hide_not_available" boolean DEFAULT false NOT NULL,
	"global_promo" boolean DEFAULT false NOT NULL,
	"ingredients" text[] DEFAULT '{}'::text[] NOT NULL,
	"diets" text[] DEFAULT '{}'::text[] NOT NULL,
	"origins" text[] DEFAULT '{}'::text[] NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"video_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"suggested_dish_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"cuisine_id" uuid,
	"total_serving" integer,
	"lead_time_minutes" integer,
	"net_weight" text,
	"latitude" double precision,
	"longitude" double precision,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce(name, '') || ' ' || coalesce(description, ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dishes_slug_unique" UNIQUE("slug"),
	CONSTRAINT "dishes_price_nonneg" CHECK (price_cents >= 0),
	CONSTRAINT "dishes_last_call_price_nonneg" CHECK (last_call_price_cents >= 0),
	CONSTRAINT "dishes_amount_left_min" CHECK (amount_left >= -1),
	CONSTRAINT "dishes_categories_max_5" CHECK (cardinality(categories) <= 5),
	CONSTRAINT "dishes_total_serving_pos" CHECK (total_serving > 0),
	CONSTRAINT "dishes_lead_time_nonneg" CHECK (lead_time_minutes >= 0),
	CONSTRAINT "dishes_ratings_nonneg" CHECK (rating_sum >= 0 AND rating_count >= 0),
	CONSTRAINT "dishes_latitude_range" CHECK (latitude BETWEEN -90 AND 90),
	CONSTRAINT "dishes_longitude_range" CHECK (longitude BETWEEN -180 AND 180)
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"menu_id" uuid NOT NULL,
	"dish_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "menu_items_menu_id_dish_id_pk" PRIMARY KEY("menu_id","dish_id")
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chef_id" uuid NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"follower_only" boolean DEFAULT false NOT NULL,
	"type" text DEFAULT 'menu' NOT NULL,
	"parent_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"availability" jsonb DEFAULT '{"mode":"business_hours"}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menus_not_own_parent" CHECK (parent_id IS NULL OR parent_id <> id)
);
--> statement-breakpoint
CREATE TABLE "modifier_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"modifier_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "modifier_options_price_nonneg" CHECK (price_cents >= 0)
);
--> statement-breakpoint
CREATE TABLE "modifiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chef_id" uuid NOT NULL,
	"name" text NOT NULL,
	"min" integer DEFAULT 0 NOT NULL,
	"max" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modifiers_min_nonneg" CHECK (min >= 0),
	CONSTRAINT "modifiers_max_gte_min" CHECK (max >= min)
);
--> statement-breakpoint
CREATE TABLE "about_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"image_url" text,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "about_documents_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "carousel_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"link" text,
	"tag" text DEFAULT 'web' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "last_call_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"last_call_id" uuid NOT NULL,
	"dish_id" uuid NOT NULL,
	"price_cents" integer NOT NULL,
	"off_percent" integer DEFAULT 0 NOT NULL,
	"amount_left" integer DEFAULT -1 NOT NULL,
	CONSTRAINT "last_call_items_last_call_dish_unique" UNIQUE("last_call_id","dish_id"),
	CONSTRAINT "last_call_items_price_nonneg" CHECK (price_cents >= 0),
	CONSTRAINT "last_call_items_off_range" CHECK (off_percent BETWEEN 0 AND 100),
	CONSTRAINT "last_call_items_amount_left_min" CHECK (amount_left >= -1)
);
--> statement-breakpoint
CREATE TABLE "last_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chef_id" uuid NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "last_calls_window" CHECK (ends_at > starts_at),
	CONSTRAINT "last_calls_latitude_range" CHECK (latitude BETWEEN -90 AND 90),
	CONSTRAINT "last_calls_longitude_range" CHECK (longitude BETWEEN -180 AND 180)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" "subscription_type" DEFAULT 'last_call' NOT NULL,
	"radius_km" double precision DEFAULT 10 NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"is_paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_user_type_unique" UNIQUE("user_id","type"),
	CONSTRAINT "subscriptions_radius_pos" CHECK (radius_km > 0),
	CONSTRAINT "subscriptions_latitude_range" CHECK (latitude BETWEEN -90 AND 90),
	CONSTRAINT "subscriptions_longitude_range" CHECK (longitude BETWEEN -180 AND 180)
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"provider" text,
	"status" "mail_status" DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "album_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"url" text NOT NULL,
	"image_url" text,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"owner_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_size_nonneg" CHECK (size_bytes >= 0)
);
--> statement-breakpoint
CREATE TABLE "message_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" "thread_type" DEFAULT 'direct_message' NOT NULL,
	"status" "thread_status" DEFAULT 'open' NOT NULL,
	"direct_key" text,
	"last_message_id" uuid,
	"last_message_sender_id" uuid,
	"last_message_body" text,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"body" text NOT NULL,
	"status" "message_status" DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_body_not_blank" CHECK (length(btrim(body)) > 0)
);
--> statement-breakpoint
CREATE TABLE "thread_members" (
	"thread_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thread_members_thread_id_user_id_pk" PRIMARY KEY("thread_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"link" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"platform" "push_platform" NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_tokens_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "chef_approvals" (
	"chef_id" uuid PRIMARY KEY NOT NULL,
	"approval_status" "approval_status" DEFAULT 'pending' NOT NULL,
	"bank_provider" text,
	"bank_account_ref" text,
	"bank_account_last4" char(4),
	"bank_name" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chef_approvals_last4_digits" CHECK (bank_account_last4 ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"dish_id" uuid,
	"dish_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"line_total_cents" integer NOT NULL,
	"modifiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"special_instruction" varchar(100),
	"last_call" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_items_quantity_range" CHECK (quantity BETWEEN 1 AND 100),
	CONSTRAINT "order_items_money_nonneg" CHECK (unit_price_cents >= 0 AND line_total_cents >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" "order_status",
	"to_status" "order_status" NOT NULL,
	"changed_by_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"status" "order_status" DEFAULT 'new' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"delivery_method" "delivery_method" NOT NULL,
	"delivery_at" timestamp with time zone,
	"delivery_address" jsonb,
	"buyer_response" text,
	"food_name" text,
	"coupon_code" text,
	"currency" varchar(3) DEFAULT 'usd' NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"service_fee_cents" integer DEFAULT 0 NOT NULL,
	"delivery_fee_cents" integer DEFAULT 0 NOT NULL,
	"tip_cents" integer DEFAULT 0 NOT NULL,
	"commission_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"chef_earnings_cents" integer DEFAULT 0 NOT NULL,
	"commission_structure" "commission_structure" NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_buyer_idempotency_key_unique" UNIQUE("buyer_id","idempotency_key"),
	CONSTRAINT "orders_money_nonneg" CHECK (subtotal_cents >= 0 AND discount_cents >= 0 AND service_fee_cents >= 0 AND delivery_fee_cents >= 0 AND tip_cents >= 0 AND commission_cents >= 0 AND total_cents >= 0 AND chef_earnings_cents >= 0),
	CONSTRAINT "orders_buyer_not_seller" CHECK (buyer_id <> seller_id)
);
--> statement-breakpoint
CREATE TABLE "payment_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text NOT NULL,
	"email" "citext",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_accounts_user_provider_unique" UNIQUE("user_id","provider"),
	CONSTRAINT "payment_accounts_provider_customer_unique" UNIQUE("provider","provider_customer_id")
);
--> statement-breakpoint
CREATE TABLE "payment_intents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid,
	"user_id" uuid NOT NULL,
	"payment_method_id" uuid,
	"provider" text NOT NULL,
	"provider_intent_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"captured_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"currency" varchar(3) DEFAULT 'usd' NOT NULL,
	"status" "payment_intent_status" DEFAULT 'requires_authorization' NOT NULL,
	"idempotency_key" text,
	"failure_code" text,
	"failure_message" text,
	"authorized_at" timestamp with time zone,
	"captured_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_intents_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payment_intents_provider_intent_unique" UNIQUE("provider","provider_intent_id"),
	CONSTRAINT "payment_intents_amounts" CHECK (amount_cents >= 0 AND captured_cents >= 0 AND captured_cents <= amount_cents AND refunded_cents >= 0 AND refunded_cents <= captured_cents)
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_method_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" char(4) NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"detached_at" timestamp with time zone,
	CONSTRAINT "payment_methods_provider_method_unique" UNIQUE("provider","provider_payment_method_id"),
	CONSTRAINT "payment_methods_exp_month_range" CHECK (exp_month BETWEEN 1 AND 12),
	CONSTRAINT "payment_methods_last4_digits" CHECK (last4 ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_intent_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text,
	"provider_refund_id" text,
	"status" "refund_status" DEFAULT 'pending' NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "refunds_amount_pos" CHECK (amount_cents > 0)
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" "profile_type" DEFAULT 'customer' NOT NULL,
	"is_new_profile" boolean DEFAULT true NOT NULL,
	"name" text,
	"handle" "citext",
	"business_name" text,
	"business_logo" text,
	"profile_status" "profile_status" DEFAULT 'public' NOT NULL,
	"approval_status" "approval_status" DEFAULT 'pending' NOT NULL,
	"email" "citext",
	"phone" text,
	"avatar_url" text,
	"photo_url" text,
	"banner_url" text,
	"website" text,
	"facebook" text,
	"pinterest" text,
	"instagram" text,
	"yelp" text,
	"twitter" text,
	"linkedin" text,
	"description" text,
	"title" text,
	"invitation_id" uuid,
	"apply_date" timestamp with time zone,
	"experiences" text,
	"permit_type" "permit_type",
	"business_phone" text,
	"business_email" "citext",
	"business_hours" jsonb,
	"cooking_status" "cooking_status" DEFAULT 'idle' NOT NULL,
	"stream_status" "stream_status" DEFAULT 'offline' NOT NULL,
	"stream_id" text,
	"time_zone" text DEFAULT 'America/Los_Angeles' NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"dishes_count" integer DEFAULT 0 NOT NULL,
	"followers_count" integer DEFAULT 0 NOT NULL,
	"search_formatted_address" text,
	"search_latitude" double precision,
	"search_longitude" double precision,
	"search_locality" text,
	"search_postal_code" text,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_handle_unique" UNIQUE("handle"),
	CONSTRAINT "profiles_counters_nonneg" CHECK (rating_sum >= 0 AND rating_count >= 0 AND dishes_count >= 0 AND followers_count >= 0),
	CONSTRAINT "profiles_latitude_range" CHECK (latitude BETWEEN -90 AND 90),
	CONSTRAINT "profiles_longitude_range" CHECK (longitude BETWEEN -180 AND 180),
	CONSTRAINT "profiles_search_latitude_range" CHECK (search_latitude BETWEEN -90 AND 90),
	CONSTRAINT "profiles_search_longitude_range" CHECK (search_longitude BETWEEN -180 AND 180)
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chef_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_window" CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chef_id" uuid NOT NULL,
	"campaign_id" uuid,
	"code" "citext" NOT NULL,
	"discount_type" "discount_type" NOT NULL,
	"percent_off" integer,
	"amount_off_cents" integer,
	"min_order_cents" integer DEFAULT 0 NOT NULL,
	"max_redemptions" integer,
	"redemptions_count" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_chef_code_unique" UNIQUE("chef_id","code"),
	CONSTRAINT "coupons_percent_off_range" CHECK (percent_off BETWEEN 0 AND 100),
	CONSTRAINT "coupons_amount_off_nonneg" CHECK (amount_off_cents >= 0),
	CONSTRAINT "coupons_discount_matches_type" CHECK ((discount_type = 'percent' AND percent_off IS NOT NULL AND amount_off_cents IS NULL) OR (discount_type = 'amount' AND amount_off_cents IS NOT NULL AND percent_off IS NULL)),
	CONSTRAINT "coupons_window" CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at),
	CONSTRAINT "coupons_min_order_nonneg" CHECK (min_order_cents >= 0),
	CONSTRAINT "coupons_redemptions" CHECK (redemptions_count >= 0 AND (max_redemptions IS NULL OR redemptions_count <= max_redemptions))
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chef_id" uuid NOT NULL,
	"campaign_id" uuid,
	"title" text NOT NULL,
	"description" text,
	"discount_type" "discount_type" NOT NULL,
	"percent_off" integer,
	"amount_off_cents" integer,
	"dish_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_percent_off_range" CHECK (percent_off BETWEEN 0 AND 100),
	CONSTRAINT "promotions_amount_off_nonneg" CHECK (amount_off_cents >= 0),
	CONSTRAINT "promotions_discount_matches_type" CHECK ((discount_type = 'percent' AND percent_off IS NOT NULL AND amount_off_cents IS NULL) OR (discount_type = 'amount' AND amount_off_cents IS NOT NULL AND percent_off IS NULL)),
	CONSTRAINT "promotions_window" CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at)
);
--> statement-breakpoint
CREATE TABLE "rate_limit_buckets" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_buckets_key_window_start_pk" PRIMARY KEY("key","window_start"),
	CONSTRAINT "rate_limit_buckets_count_nonneg" CHECK (count >= 0)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" "review_type" NOT NULL,
	"order_id" uuid NOT NULL,
	"dish_id" uuid,
	"producer_id" uuid NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"public_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_one_per_subject" UNIQUE NULLS NOT DISTINCT("reviewer_id","order_id","type","dish_id"),
	CONSTRAINT "reviews_rating_range" CHECK (rating BETWEEN 1 AND 5),
	CONSTRAINT "reviews_dish_matches_type" CHECK ((type = 'dish' AND dish_id IS NOT NULL) OR (type = 'order' AND dish_id IS NULL))
);
--> statement-breakpoint
CREATE TABLE "admin_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_settings" (
	"chef_id" uuid PRIMARY KEY NOT NULL,
	"minimum_order_cents" integer DEFAULT 0 NOT NULL,
	"default_lead_time_minutes" integer DEFAULT 0 NOT NULL,
	"call_robot" boolean DEFAULT false NOT NULL,
	"disable_pre_order" boolean DEFAULT false NOT NULL,
	"offers_pickup" boolean DEFAULT true NOT NULL,
	"offers_delivery" boolean DEFAULT false NOT NULL,
	"commission_structure" "commission_structure" DEFAULT 'commission_15' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_settings_minimum_order_nonneg" CHECK (minimum_order_cents >= 0),
	CONSTRAINT "business_settings_lead_time_nonneg" CHECK (default_lead_time_minutes >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"notify_by_text" boolean DEFAULT false NOT NULL,
	"notify_by_email" boolean DEFAULT true NOT NULL,
	"notify_by_app" boolean DEFAULT true NOT NULL,
	"notifications_configured_at" timestamp with time zone,
	"meal_preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_settings_one_channel" CHECK (notify_by_text OR notify_by_email OR notify_by_app)
);
--> statement-breakpoint
CREATE TABLE "favorite_chefs" (
	"user_id" uuid NOT NULL,
	"chef_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_chefs_user_id_chef_id_pk" PRIMARY KEY("user_id","chef_id")
);
--> statement-breakpoint
CREATE TABLE "favorite_dishes" (
	"user_id" uuid NOT NULL,
	"dish_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_dishes_user_id_dish_id_pk" PRIMARY KEY("user_id","dish_id")
);
--> statement-breakpoint
CREATE TABLE "followings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_user_id" uuid NOT NULL,
	"to_user_id" uuid NOT NULL,
	"invitation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "followings_from_to_unique" UNIQUE("from_user_id","to_user_id"),
	CONSTRAINT "followings_not_self" CHECK (from_user_id <> to_user_id)
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" uuid NOT NULL,
	"to_email" "citext" NOT NULL,
	"status" "invitation_status" DEFAULT 'submit' NOT NULL,
	"accepted_by_id" uuid,
	"accept_date" timestamp with time zone,
	"review_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_sender_to_email_unique" UNIQUE("sender_id","to_email")
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_user_id" uuid,
	"to_user_id" uuid,
	"content" text NOT NULL,
	"reference_id" text NOT NULL,
	"status" "complaint_status" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_referenceId_unique" UNIQUE("reference_id"),
	CONSTRAINT "complaints_content_not_blank" CHECK (length(btrim(content)) > 0)
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"email" "citext",
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" "support_ticket_status" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_deletion_requests" ADD CONSTRAINT "account_deletion_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dish_modifiers" ADD CONSTRAINT "dish_modifiers_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dish_modifiers" ADD CONSTRAINT "dish_modifiers_modifier_id_modifiers_id_fk" FOREIGN KEY ("modifier_id") REFERENCES "public"."modifiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dish_photos" ADD CONSTRAINT "dish_photos_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dishes" ADD CONSTRAINT "dishes_chef_id_users_id_fk" FOREIGN KEY ("chef_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dishes" ADD CONSTRAINT "dishes_cuisine_id_cuisines_id_fk" FOREIGN KEY ("cuisine_id") REFERENCES "public"."cuisines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_chef_id_users_id_fk" FOREIGN KEY ("chef_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_parent_id_menus_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menus"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifier_options" ADD CONSTRAINT "modifier_options_modifier_id_modifiers_id_fk" FOREIGN KEY ("modifier_id") REFERENCES "public"."modifiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifiers" ADD CONSTRAINT "modifiers_chef_id_users_id_fk" FOREIGN KEY ("chef_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "last_call_items" ADD CONSTRAINT "last_call_items_last_call_id_last_calls_id_fk" FOREIGN KEY ("last_call_id") REFERENCES "public"."last_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "last_call_items" ADD CONSTRAINT "last_call_items_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "last_calls" ADD CONSTRAINT "last_calls_chef_id_users_id_fk" FOREIGN KEY ("chef_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_photos" ADD CONSTRAINT "album_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_last_message_sender_id_users_id_fk" FOREIGN KEY ("last_message_sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_members" ADD CONSTRAINT "thread_members_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_members" ADD CONSTRAINT "thread_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD CONSTRAINT "push_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chef_approvals" ADD CONSTRAINT "chef_approvals_chef_id_users_id_fk" FOREIGN KEY ("chef_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chef_approvals" ADD CONSTRAINT "chef_approvals_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD CONSTRAINT "payment_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_payment_account_id_payment_accounts_id_fk" FOREIGN KEY ("payment_account_id") REFERENCES "public"."payment_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_intent_id_payment_intents_id_fk" FOREIGN KEY ("payment_intent_id") REFERENCES "public"."payment_intents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_chef_id_users_id_fk" FOREIGN KEY ("chef_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_chef_id_users_id_fk" FOREIGN KEY ("chef_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_chef_id_users_id_fk" FOREIGN KEY ("chef_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_producer_id_users_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_settings" ADD CONSTRAINT "admin_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_chef_id_users_id_fk" FOREIGN KEY ("chef_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_chefs" ADD CONSTRAINT "favorite_chefs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_chefs" ADD CONSTRAINT "favorite_chefs_chef_id_users_id_fk" FOREIGN KEY ("chef_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_dishes" ADD CONSTRAINT "favorite_dishes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_dishes" ADD CONSTRAINT "favorite_dishes_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followings" ADD CONSTRAINT "followings_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followings" ADD CONSTRAINT "followings_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followings" ADD CONSTRAINT "followings_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_accepted_by_id_users_id_fk" FOREIGN KEY ("accepted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_deletion_requests_user_id_idx" ON "account_deletion_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_tokens_user_id_purpose_idx" ON "email_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "addresses_user_id_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_per_user" ON "addresses" USING btree ("user_id") WHERE is_default;--> statement-breakpoint
CREATE INDEX "cart_items_cart_id_idx" ON "cart_items" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "cart_items_dish_id_idx" ON "cart_items" USING btree ("dish_id");--> statement-breakpoint
CREATE INDEX "dish_modifiers_modifier_id_idx" ON "dish_modifiers" USING btree ("modifier_id");--> statement-breakpoint
CREATE INDEX "dish_photos_dish_id_idx" ON "dish_photos" USING btree ("dish_id","position");--> statement-breakpoint
CREATE INDEX "dishes_chef_id_idx" ON "dishes" USING btree ("chef_id");--> statement-breakpoint
CREATE INDEX "dishes_location_gist_idx" ON "dishes" USING gist (ll_to_earth(latitude, longitude));--> statement-breakpoint
CREATE INDEX "dishes_name_trgm_idx" ON "dishes" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dishes_search_vector_idx" ON "dishes" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "dishes_categories_idx" ON "dishes" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "dishes_created_at_idx" ON "dishes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "menu_items_dish_id_idx" ON "menu_items" USING btree ("dish_id");--> statement-breakpoint
CREATE INDEX "menus_chef_id_idx" ON "menus" USING btree ("chef_id","position");--> statement-breakpoint
CREATE INDEX "menus_parent_id_idx" ON "menus" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "modifier_options_modifier_id_idx" ON "modifier_options" USING btree ("modifier_id","position");--> statement-breakpoint
CREATE INDEX "modifiers_chef_id_idx" ON "modifiers" USING btree ("chef_id");--> statement-breakpoint
CREATE INDEX "carousel_items_tag_order_idx" ON "carousel_items" USING btree ("tag","display_order");--> statement-breakpoint
CREATE INDEX "last_call_items_dish_id_idx" ON "last_call_items" USING btree ("dish_id");--> statement-breakpoint
CREATE INDEX "last_calls_chef_id_idx" ON "last_calls" USING btree ("chef_id");--> statement-breakpoint
CREATE INDEX "last_calls_ends_at_idx" ON "last_calls" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "last_calls_location_gist_idx" ON "last_calls" USING gist (ll_to_earth(latitude, longitude));--> statement-breakpoint
CREATE INDEX "subscriptions_location_gist_idx" ON "subscriptions" USING gist (ll_to_earth(latitude, longitude));--> statement-breakpoint
CREATE INDEX "mail_outbox_status_created_at_idx" ON "mail_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_address_idx" ON "mail_outbox" USING btree ("to_address");--> statement-breakpoint
CREATE INDEX "album_photos_user_id_idx" ON "album_photos" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "stored_files_owner_id_idx" ON "stored_files" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "message_threads_open_direct_key_unique" ON "message_threads" USING btree ("direct_key") WHERE status = 'open' AND direct_key IS NOT NULL;--> statement-breakpoint
CREATE INDEX "message_threads_last_message_at_idx" ON "message_threads" USING btree ("last_message_at");--> statement-breakpoint
CREATE INDEX "messages_thread_id_created_at_idx" ON "messages" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("thread_id") WHERE status = 'new';--> statement-breakpoint
CREATE INDEX "thread_members_user_id_idx" ON "thread_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notifications_user_id_created_at_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "push_tokens_user_id_idx" ON "push_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "order_items_order_id_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_dish_id_idx" ON "order_items" USING btree ("dish_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_id_idx" ON "order_status_history" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_buyer_id_idx" ON "orders" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_seller_id_idx" ON "orders" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "payment_intents_order_id_idx" ON "payment_intents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_intents_user_id_idx" ON "payment_intents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payment_methods_user_id_idx" ON "payment_methods" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_intent_id_idx" ON "refunds" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "profiles_location_gist_idx" ON "profiles" USING gist (ll_to_earth(latitude, longitude));--> statement-breakpoint
CREATE INDEX "profiles_name_trgm_idx" ON "profiles" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_business_name_trgm_idx" ON "profiles" USING gin ("business_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_handle_trgm_idx" ON "profiles" USING gin ((handle::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_type_status_idx" ON "profiles" USING btree ("type","approval_status","profile_status");--> statement-breakpoint
CREATE INDEX "campaigns_chef_id_idx" ON "campaigns" USING btree ("chef_id");--> statement-breakpoint
CREATE INDEX "coupons_campaign_id_idx" ON "coupons" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "promotions_chef_id_idx" ON "promotions" USING btree ("chef_id");--> statement-breakpoint
CREATE INDEX "rate_limit_buckets_window_start_idx" ON "rate_limit_buckets" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "reviews_producer_id_idx" ON "reviews" USING btree ("producer_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_dish_id_idx" ON "reviews" USING btree ("dish_id");--> statement-breakpoint
CREATE INDEX "reviews_order_id_idx" ON "reviews" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "favorite_chefs_chef_id_idx" ON "favorite_chefs" USING btree ("chef_id");--> statement-breakpoint
CREATE INDEX "favorite_dishes_dish_id_idx" ON "favorite_dishes" USING btree ("dish_id");--> statement-breakpoint
CREATE INDEX "followings_to_user_id_idx" ON "followings" USING btree ("to_user_id");--> statement-breakpoint
CREATE INDEX "invitations_to_email_idx" ON "invitations" USING btree ("to_email");--> statement-breakpoint
CREATE INDEX "complaints_to_user_id_idx" ON "complaints" USING btree ("to_user_id");--> statement-breakpoint
CREATE INDEX "complaints_from_user_id_idx" ON "complaints" USING btree ("from_user_id");--> statement-breakpoint
CREATE INDEX "support_tickets_user_id_idx" ON "support_tickets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "support_tickets_status_idx" ON "support_tickets" USING btree ("status","created_at");