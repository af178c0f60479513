DROP INDEX "emails_sent_at_order_idx";--> statement-breakpoint
DROP INDEX "emails_sent_at_desc_order_idx";--> statement-breakpoint
DROP INDEX "users_live_last_login_idx";--> statement-breakpoint
DROP INDEX "users_live_last_login_desc_idx";--> statement-breakpoint
CREATE INDEX "emails_sent_at_order_idx" ON "emails" USING btree (coalesce("sent_at", 'infinity'::timestamptz),"created_at","id");--> statement-breakpoint
CREATE INDEX "emails_sent_at_desc_order_idx" ON "emails" USING btree (coalesce("sent_at", '-infinity'::timestamptz),"created_at","id");--> statement-breakpoint
CREATE INDEX "users_live_last_login_idx" ON "users" USING btree (coalesce("last_login_at", 'infinity'::timestamptz),"id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_live_last_login_desc_idx" ON "users" USING btree (coalesce("last_login_at", '-infinity'::timestamptz),"id") WHERE "users"."deleted_at" is null;