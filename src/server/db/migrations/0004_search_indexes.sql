CREATE INDEX "users_deleted_idx" ON "users" USING btree ("id") WHERE deleted_at is not null;--> statement-breakpoint
CREATE INDEX "dishes_geo_text_gist_idx" ON "dishes" USING gist (ll_to_earth(latitude, longitude),"name" gist_trgm_ops,"search_vector");--> statement-breakpoint
CREATE INDEX "dishes_map_cover_idx" ON "dishes" USING btree ("latitude","longitude","chef_id","id","visibility","hide_not_available","status","amount_left","price_cents");--> statement-breakpoint
CREATE INDEX "profiles_handle_prefix_idx" ON "profiles" USING btree (lower(handle::text) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "profiles_geo_text_gist_idx" ON "profiles" USING gist (ll_to_earth(latitude, longitude),"name" gist_trgm_ops,"business_name" gist_trgm_ops);