CREATE TABLE "captcha_solutions" (
	"challenge_signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "explorer_pages" ADD COLUMN "medical_video_spanish_document_id" uuid;--> statement-breakpoint
CREATE INDEX "captcha_solutions_expires_at_idx" ON "captcha_solutions" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "explorer_pages" ADD CONSTRAINT "explorer_pages_medical_video_spanish_document_id_documents_id_fk" FOREIGN KEY ("medical_video_spanish_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "explorer_pages_medical_video_spanish_document_id_idx" ON "explorer_pages" USING btree ("medical_video_spanish_document_id");--> statement-breakpoint
CREATE INDEX "leads_email_created_at_idx" ON "leads" USING btree (lower("email"),"created_at");