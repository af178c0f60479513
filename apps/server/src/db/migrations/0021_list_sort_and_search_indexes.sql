-- The outbox search's text (issue 21): subject, template and every recipient, one line each, in lower case (the search
-- is a LIKE of the lower-cased words: ILIKE lower-cases every row again, 1.6 µs a row), kept in the generated column
-- emails.search_text under one trigram index. Immutable: array_to_string is only stable in general (it prints any
-- element type), but not for text[].
CREATE OR REPLACE FUNCTION onboard_email_search_text(subject text, template text, to_addresses text[], cc_addresses text[])
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN lower(coalesce(subject, '') || E'\n' || coalesce(template, '') || E'\n' || coalesce(array_to_string(to_addresses || cc_addresses, ' '), ''));--> statement-breakpoint
DROP INDEX "clients_live_name_idx";--> statement-breakpoint
DROP INDEX "clients_case_id_idx";--> statement-breakpoint
DROP INDEX "clients_phase_id_idx";--> statement-breakpoint
DROP INDEX "clients_release_status_idx";--> statement-breakpoint
DROP INDEX "clients_updated_at_idx";--> statement-breakpoint
DROP INDEX "emails_created_at_idx";--> statement-breakpoint
DROP INDEX "emails_status_idx";--> statement-breakpoint
DROP INDEX "users_live_name_idx";--> statement-breakpoint
DROP INDEX "users_live_role_name_idx";--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "search_text" text GENERATED ALWAYS AS (onboard_email_search_text(subject, template, to_addresses, cc_addresses)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "emails_subject_order_idx" ON "emails" USING btree (lower("subject"),"created_at","id");--> statement-breakpoint
CREATE INDEX "emails_to_order_idx" ON "emails" USING btree (lower(("to_addresses")[1]),"created_at","id");--> statement-breakpoint
CREATE INDEX "emails_sent_at_order_idx" ON "emails" USING btree ("sent_at","created_at","id");--> statement-breakpoint
CREATE INDEX "emails_sent_at_desc_order_idx" ON "emails" USING btree ("sent_at" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "emails_search_trgm_idx" ON "emails" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_live_staff_name_idx" ON "users" USING btree (lower("name"),"id","name","email","company_name") WHERE "users"."deleted_at" is null and "users"."role" in ('SLF_OWNER', 'SLF_ADMIN');--> statement-breakpoint
CREATE INDEX "users_live_created_idx" ON "users" USING btree ("created_at","id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_live_last_login_idx" ON "users" USING btree ("last_login_at","id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_live_last_login_desc_idx" ON "users" USING btree ("last_login_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_live_name_idx" ON "clients" USING btree (lower("name"),"id","name","is_archived","case_id","ticket_id") WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_case_id_idx" ON "clients" USING btree ("case_id","id");--> statement-breakpoint
CREATE INDEX "clients_phase_id_idx" ON "clients" USING btree ("phase_id","id");--> statement-breakpoint
CREATE INDEX "clients_release_status_idx" ON "clients" USING btree ("release_status","id");--> statement-breakpoint
CREATE INDEX "clients_updated_at_idx" ON "clients" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "emails_created_at_idx" ON "emails" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "emails_status_idx" ON "emails" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "users_live_name_idx" ON "users" USING btree (lower("name"),"id","name","email","company_name") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_live_role_name_idx" ON "users" USING btree ("role",lower("name"),"id","name","email","company_name") WHERE "users"."deleted_at" is null;