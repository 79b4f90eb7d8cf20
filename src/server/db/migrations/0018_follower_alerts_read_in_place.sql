CREATE TABLE "follower_alert_deliveries" (
	"dedupe_key" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follower_alert_deliveries_dedupe_key_user_id_pk" PRIMARY KEY("dedupe_key","user_id")
);
--> statement-breakpoint
CREATE TABLE "follower_alert_reads" (
	"user_id" uuid NOT NULL,
	"alert_id" uuid NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "follower_alert_reads_user_id_alert_id_pk" PRIMARY KEY("user_id","alert_id")
);
--> statement-breakpoint
ALTER TABLE "follower_alerts" ADD COLUMN "body" text;--> statement-breakpoint
ALTER TABLE "follower_alerts" ADD COLUMN "told" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "follower_alert_deliveries" ADD CONSTRAINT "follower_alert_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follower_alert_reads" ADD CONSTRAINT "follower_alert_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follower_alert_reads" ADD CONSTRAINT "follower_alert_reads_alert_id_follower_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."follower_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Decision 046: followers read their in-app alert from follower_alerts. The per-follower rows
-- the earlier fan-out wrote become what they stand for: a read mark where one was read, a
-- delivery where the fan-out sent something, and no notification row (it would show twice).
-- A summarised event after the day's first summarised one told nobody anything new.
UPDATE "follower_alerts" fa SET "told" = false
WHERE fa."summarised" AND EXISTS (
  SELECT 1 FROM "follower_alerts" earlier
  WHERE earlier."chef_id" = fa."chef_id" AND earlier."summarised"
    AND date_trunc('day', earlier."created_at" AT TIME ZONE 'UTC') = date_trunc('day', fa."created_at" AT TIME ZONE 'UTC')
    AND (earlier."created_at", earlier."id") < (fa."created_at", fa."id"));--> statement-breakpoint
INSERT INTO "follower_alert_reads" ("user_id", "alert_id", "read_at")
SELECT n."user_id", fa."id", n."read_at" FROM "notifications" n
JOIN "follower_alerts" fa ON fa."id"::text = n."data"->>'alertId'
WHERE n."dedupe_key" IS NOT NULL AND n."read_at" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "follower_alert_deliveries" ("dedupe_key", "user_id", "created_at")
SELECT n."dedupe_key", n."user_id", n."created_at" FROM "notifications" n
WHERE n."dedupe_key" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM "notifications" WHERE "dedupe_key" IS NOT NULL;--> statement-breakpoint
DROP INDEX "notifications_user_dedupe_unique";--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "dedupe_key";