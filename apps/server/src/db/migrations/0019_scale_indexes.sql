-- Trigram indexes serve the staff search boxes (`ilike '%…%'`); pg_trgm ships with PostgreSQL (contrib) and is a trusted extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "analytics_events_user_id_idx" ON "analytics_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "clients_live_name_idx" ON "clients" USING btree (lower("name"),"id","name","is_archived") WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_name_trgm_idx" ON "clients" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_case_id_trgm_idx" ON "clients" USING gin ("case_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_ticket_id_trgm_idx" ON "clients" USING gin ("ticket_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_kickoff_call_updated_by_user_id_idx" ON "clients" USING btree ("kickoff_call_updated_by_user_id");--> statement-breakpoint
CREATE INDEX "clients_install_call_updated_by_user_id_idx" ON "clients" USING btree ("install_call_updated_by_user_id");--> statement-breakpoint
CREATE INDEX "clients_changes_accepted_by_user_id_idx" ON "clients" USING btree ("changes_accepted_by_user_id");--> statement-breakpoint
CREATE INDEX "clients_changes_declined_by_user_id_idx" ON "clients" USING btree ("changes_declined_by_user_id");--> statement-breakpoint
CREATE INDEX "clients_ready_for_review_by_user_id_idx" ON "clients" USING btree ("ready_for_review_by_user_id");--> statement-breakpoint
CREATE INDEX "clients_changes_undone_by_user_id_idx" ON "clients" USING btree ("changes_undone_by_user_id");--> statement-breakpoint
CREATE INDEX "help_article_votes_user_id_idx" ON "help_article_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "authn_transactions_factor_id_idx" ON "authn_transactions" USING btree ("factor_id");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_company_name_trgm_idx" ON "users" USING gin ("company_name" gin_trgm_ops);