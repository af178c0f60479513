CREATE TYPE "public"."esign_auth_method" AS ENUM('portal-session', 'email-link');--> statement-breakpoint
CREATE TYPE "public"."esign_envelope_status" AS ENUM('created', 'sent', 'delivered', 'completed', 'declined', 'voided', 'expired');--> statement-breakpoint
CREATE TYPE "public"."esign_event_type" AS ENUM('created', 'sent', 'viewed', 'signed', 'declined', 'voided', 'reassigned', 'completed', 'expired', 'reminded');--> statement-breakpoint
CREATE TYPE "public"."esign_recipient_status" AS ENUM('created', 'sent', 'delivered', 'signed', 'declined', 'reassigned');--> statement-breakpoint
CREATE TYPE "public"."esign_signature_kind" AS ENUM('typed', 'drawn');--> statement-breakpoint
CREATE TABLE "esign_envelopes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" text NOT NULL,
	"template_version" integer NOT NULL,
	"status" "esign_envelope_status" DEFAULT 'created' NOT NULL,
	"document_sha256" text,
	"reminder_interval_days" integer DEFAULT 3 NOT NULL,
	"expires_at" timestamp with time zone,
	"webhook_url" text,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sent_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"voided_reason" text,
	"last_event_seq" integer DEFAULT 0 NOT NULL,
	"last_event_hash" text DEFAULT '0000000000000000000000000000000000000000000000000000000000000000' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "esign_envelopes_reminder_interval_check" CHECK ("esign_envelopes"."reminder_interval_days" >= 1),
	CONSTRAINT "esign_envelopes_document_sha256_check" CHECK ("esign_envelopes"."document_sha256" is null or "esign_envelopes"."document_sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "esign_envelopes_last_event_check" CHECK ("esign_envelopes"."last_event_seq" >= 0 and "esign_envelopes"."last_event_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "esign_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"envelope_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"type" "esign_event_type" NOT NULL,
	"recipient_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "esign_events_seq_check" CHECK ("esign_events"."seq" >= 1),
	CONSTRAINT "esign_events_hash_check" CHECK ("esign_events"."prev_hash" ~ '^[0-9a-f]{64}$' and "esign_events"."hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "esign_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"envelope_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"routing_order" integer DEFAULT 1 NOT NULL,
	"client_user_id" text,
	"status" "esign_recipient_status" DEFAULT 'created' NOT NULL,
	"sent_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"last_reminded_at" timestamp with time zone,
	"ip" text,
	"user_agent" text,
	"auth_method" "esign_auth_method",
	"signature_kind" "esign_signature_kind",
	"signature_name" text,
	"signature_image" "bytea",
	"field_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esign_recipients_routing_order_check" CHECK ("esign_recipients"."routing_order" >= 1),
	CONSTRAINT "esign_recipients_signature_check" CHECK (("esign_recipients"."signature_kind" is null) or ("esign_recipients"."signature_kind" = 'typed' and "esign_recipients"."signature_name" is not null)
        or ("esign_recipients"."signature_kind" = 'drawn' and "esign_recipients"."signature_image" is not null))
);
--> statement-breakpoint
CREATE TABLE "esign_templates" (
	"id" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esign_templates_id_version_pk" PRIMARY KEY("id","version"),
	CONSTRAINT "esign_templates_version_check" CHECK ("esign_templates"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "esign_envelopes" ADD CONSTRAINT "esign_envelopes_template_fk" FOREIGN KEY ("template_id","template_version") REFERENCES "public"."esign_templates"("id","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_events" ADD CONSTRAINT "esign_events_envelope_id_esign_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."esign_envelopes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_events" ADD CONSTRAINT "esign_events_recipient_id_esign_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."esign_recipients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_recipients" ADD CONSTRAINT "esign_recipients_envelope_id_esign_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."esign_envelopes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "esign_envelopes_template_idx" ON "esign_envelopes" USING btree ("template_id","template_version");--> statement-breakpoint
CREATE INDEX "esign_envelopes_open_idx" ON "esign_envelopes" USING btree ("expires_at") WHERE "esign_envelopes"."status" in ('sent', 'delivered');--> statement-breakpoint
CREATE UNIQUE INDEX "esign_events_envelope_id_seq_key" ON "esign_events" USING btree ("envelope_id","seq");--> statement-breakpoint
CREATE INDEX "esign_events_recipient_id_idx" ON "esign_events" USING btree ("recipient_id");--> statement-breakpoint
CREATE INDEX "esign_recipients_envelope_id_idx" ON "esign_recipients" USING btree ("envelope_id","routing_order");--> statement-breakpoint
CREATE INDEX "esign_recipients_email_idx" ON "esign_recipients" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "esign_recipients_client_user_id_idx" ON "esign_recipients" USING btree ("client_user_id");