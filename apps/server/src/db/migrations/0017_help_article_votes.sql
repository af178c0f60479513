CREATE TABLE "help_article_votes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" text NOT NULL,
	"vote" text,
	"previous" text,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_article_votes_vote_check" CHECK ("help_article_votes"."vote" is null or "help_article_votes"."vote" in ('up', 'down')),
	CONSTRAINT "help_article_votes_previous_check" CHECK ("help_article_votes"."previous" is null or "help_article_votes"."previous" in ('up', 'down'))
);
--> statement-breakpoint
ALTER TABLE "help_article_votes" ADD CONSTRAINT "help_article_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_article_votes_article_id_idx" ON "help_article_votes" USING btree ("article_id");