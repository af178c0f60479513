CREATE TABLE "onboarding_form_locks" (
	"onboarding_form_id" uuid PRIMARY KEY NOT NULL,
	"recipient_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"session_key" text NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "onboarding_forms" ADD COLUMN "awaited_event_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "onboarding_forms" ADD COLUMN "reminder_interval_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "onboarding_forms" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "onboarding_forms" ADD COLUMN "expired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "signing_recipients" ADD COLUMN "role_id" text;--> statement-breakpoint
ALTER TABLE "onboarding_form_locks" ADD CONSTRAINT "onboarding_form_locks_onboarding_form_id_onboarding_forms_id_fk" FOREIGN KEY ("onboarding_form_id") REFERENCES "public"."onboarding_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_form_locks" ADD CONSTRAINT "onboarding_form_locks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "onboarding_form_locks_user_id_idx" ON "onboarding_form_locks" USING btree ("user_id");