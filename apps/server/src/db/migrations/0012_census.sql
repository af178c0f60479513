CREATE TABLE "census_corrections" (
	"document_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"column_index" integer NOT NULL,
	"value" text NOT NULL,
	"original_value" text NOT NULL,
	"updated_by_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "census_corrections_document_id_row_number_column_index_pk" PRIMARY KEY("document_id","row_number","column_index")
);
--> statement-breakpoint
CREATE TABLE "census_files" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"policy_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source" text,
	"ben_admin_platform_id" text,
	"sheet" text,
	"encoding" text,
	"headers" jsonb,
	"mapping" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"validation_status" text DEFAULT 'NOT_STARTED' NOT NULL,
	"validation_progress" jsonb DEFAULT '{"bytesRead":0,"totalBytes":0,"rowsRead":0}'::jsonb NOT NULL,
	"validation_counts" jsonb,
	"file_issues" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"first_issues" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"truncated" boolean DEFAULT false NOT NULL,
	"validated_at" timestamp with time zone,
	"validation_failure" text,
	"validated_version" integer,
	"result_run_id" uuid,
	"active_run_id" uuid,
	"active_run_version" integer,
	"submitted_at" timestamp with time zone,
	"submitted_by_user_id" uuid,
	"corrections_document_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "census_files_version_check" CHECK ("census_files"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "census_problem_rows" (
	"document_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"values" text[] NOT NULL,
	"corrected" integer[] DEFAULT '{}' NOT NULL,
	"issues" jsonb NOT NULL,
	CONSTRAINT "census_problem_rows_document_id_run_id_row_number_pk" PRIMARY KEY("document_id","run_id","row_number")
);
--> statement-breakpoint
ALTER TABLE "census_corrections" ADD CONSTRAINT "census_corrections_document_id_census_files_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."census_files"("document_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "census_corrections" ADD CONSTRAINT "census_corrections_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "census_files" ADD CONSTRAINT "census_files_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "census_files" ADD CONSTRAINT "census_files_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "census_files" ADD CONSTRAINT "census_files_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "census_files" ADD CONSTRAINT "census_files_submitted_by_user_id_users_id_fk" FOREIGN KEY ("submitted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "census_files" ADD CONSTRAINT "census_files_corrections_document_id_documents_id_fk" FOREIGN KEY ("corrections_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "census_problem_rows" ADD CONSTRAINT "census_problem_rows_document_id_census_files_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."census_files"("document_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "census_corrections_updated_by_user_id_idx" ON "census_corrections" USING btree ("updated_by_user_id");--> statement-breakpoint
CREATE INDEX "census_files_client_id_idx" ON "census_files" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "census_files_policy_id_idx" ON "census_files" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "census_files_submitted_by_user_id_idx" ON "census_files" USING btree ("submitted_by_user_id");--> statement-breakpoint
CREATE INDEX "census_files_corrections_document_id_idx" ON "census_files" USING btree ("corrections_document_id");