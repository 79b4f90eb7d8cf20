ALTER TABLE "live_streams" ADD COLUMN "media_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stream_keys" ADD COLUMN "provider" text DEFAULT 'local' NOT NULL;--> statement-breakpoint
ALTER TABLE "stream_keys" ADD COLUMN "provider_stream_id" text;--> statement-breakpoint
ALTER TABLE "stream_keys" ADD COLUMN "rtmp_url" text;--> statement-breakpoint
ALTER TABLE "stream_keys" ADD COLUMN "playback_url" text;