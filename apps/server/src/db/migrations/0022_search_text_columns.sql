DROP INDEX "clients_name_trgm_idx";--> statement-breakpoint
DROP INDEX "clients_case_id_trgm_idx";--> statement-breakpoint
DROP INDEX "clients_ticket_id_trgm_idx";--> statement-breakpoint
DROP INDEX "users_name_trgm_idx";--> statement-breakpoint
DROP INDEX "users_email_trgm_idx";--> statement-breakpoint
DROP INDEX "users_company_name_trgm_idx";--> statement-breakpoint
DROP INDEX "clients_live_name_idx";--> statement-breakpoint
DROP INDEX "users_live_name_idx";--> statement-breakpoint
DROP INDEX "users_live_role_name_idx";--> statement-breakpoint
DROP INDEX "users_live_staff_name_idx";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || chr(10) || case_id || chr(10) || coalesce(ticket_id, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || chr(10) || email || chr(10) || coalesce(company_name, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "clients_search_trgm_idx" ON "clients" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_live_name_idx" ON "clients" USING btree (lower("name"),"id","name","is_archived","search_text") WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_live_name_idx" ON "users" USING btree (lower("name"),"id","name","search_text") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_live_role_name_idx" ON "users" USING btree ("role",lower("name"),"id","name","search_text") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_live_staff_name_idx" ON "users" USING btree (lower("name"),"id","name","search_text") WHERE "users"."deleted_at" is null and "users"."role" in ('SLF_OWNER', 'SLF_ADMIN');