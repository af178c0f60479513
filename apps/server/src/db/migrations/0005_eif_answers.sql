ALTER TABLE "client_plan_designs" ADD COLUMN "voluntary_life_includes_spouse" boolean;--> statement-breakpoint
ALTER TABLE "client_plan_designs" ADD COLUMN "dependent_life_included" boolean;--> statement-breakpoint
ALTER TABLE "client_plan_designs" ADD COLUMN "dependent_life_has_changes" boolean;--> statement-breakpoint
ALTER TABLE "client_plan_designs" ADD COLUMN "malpractice_premiums_reimbursed" boolean;--> statement-breakpoint
ALTER TABLE "client_plan_designs" ADD COLUMN "malpractice_included_in_earnings" boolean;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_class_plans" ADD COLUMN "contribution_type" "contribution_type";--> statement-breakpoint
ALTER TABLE "employee_classes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;