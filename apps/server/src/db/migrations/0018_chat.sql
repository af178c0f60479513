CREATE TABLE "chat_agent_availability" (
	"user_id" uuid NOT NULL,
	"department" text NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_agent_availability_user_id_department_pk" PRIMARY KEY("user_id","department"),
	CONSTRAINT "chat_agent_availability_department_check" CHECK ("chat_agent_availability"."department" in ('LIVE', 'DEMO'))
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"department" text NOT NULL,
	"visitor_token_hash" text NOT NULL,
	"client_id" uuid,
	"explorer_page_id" text,
	"visitor_user_id" uuid,
	"page_path" text NOT NULL,
	"language" text NOT NULL,
	"visitor_name" text,
	"visitor_email" text,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"agent_user_id" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"taken_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"transcript_emails_sent" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_conversations_department_check" CHECK ("chat_conversations"."department" in ('LIVE', 'DEMO')),
	CONSTRAINT "chat_conversations_status_check" CHECK ("chat_conversations"."status" in ('WAITING', 'ACTIVE', 'CLOSED')),
	CONSTRAINT "chat_conversations_language_check" CHECK ("chat_conversations"."language" in ('en', 'es')),
	CONSTRAINT "chat_conversations_transcript_emails_sent_check" CHECK ("chat_conversations"."transcript_emails_sent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"agent_user_id" uuid,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_sender_check" CHECK ("chat_messages"."sender" in ('VISITOR', 'AGENT', 'SYSTEM'))
);
--> statement-breakpoint
ALTER TABLE "chat_agent_availability" ADD CONSTRAINT "chat_agent_availability_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_visitor_user_id_users_id_fk" FOREIGN KEY ("visitor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_agent_availability_department_idx" ON "chat_agent_availability" USING btree ("department");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_visitor_token_hash_key" ON "chat_conversations" USING btree ("visitor_token_hash");--> statement-breakpoint
CREATE INDEX "chat_conversations_client_id_idx" ON "chat_conversations" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "chat_conversations_visitor_user_id_idx" ON "chat_conversations" USING btree ("visitor_user_id");--> statement-breakpoint
CREATE INDEX "chat_conversations_agent_user_id_idx" ON "chat_conversations" USING btree ("agent_user_id");--> statement-breakpoint
CREATE INDEX "chat_conversations_status_idx" ON "chat_conversations" USING btree ("status","started_at");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_id_idx" ON "chat_messages" USING btree ("conversation_id","sent_at");--> statement-breakpoint
CREATE INDEX "chat_messages_agent_user_id_idx" ON "chat_messages" USING btree ("agent_user_id");