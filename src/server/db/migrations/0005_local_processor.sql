CREATE TABLE "local_processor_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"customer_id" text,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"outcome" text NOT NULL,
	"outcome_at" text NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"attached_at" timestamp with time zone,
	"detached_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_processor_cards_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "local_processor_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_processor_idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_processor_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"card_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"captured_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"cancellation_reason" text,
	"description" text,
	"metadata" jsonb,
	"authorized_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"captured_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_processor_intents_amounts" CHECK (amount_cents > 0 AND captured_cents >= 0 AND captured_cents <= amount_cents AND refunded_cents >= 0 AND refunded_cents <= captured_cents)
);
--> statement-breakpoint
CREATE TABLE "local_processor_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"intent_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_processor_refunds_amount_pos" CHECK (amount_cents > 0)
);
--> statement-breakpoint
ALTER TABLE "local_processor_cards" ADD CONSTRAINT "local_processor_cards_customer_id_local_processor_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."local_processor_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_processor_intents" ADD CONSTRAINT "local_processor_intents_customer_id_local_processor_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."local_processor_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_processor_intents" ADD CONSTRAINT "local_processor_intents_card_id_local_processor_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."local_processor_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_processor_refunds" ADD CONSTRAINT "local_processor_refunds_intent_id_local_processor_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."local_processor_intents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "local_processor_cards_customer_id_idx" ON "local_processor_cards" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "local_processor_intents_customer_id_idx" ON "local_processor_intents" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "local_processor_refunds_intent_id_idx" ON "local_processor_refunds" USING btree ("intent_id");