CREATE TABLE "eif_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"signer_user_id" uuid,
	"outside_signer_id" uuid,
	"typed_name" text NOT NULL,
	"language" text NOT NULL,
	"consent_version" text NOT NULL,
	"consent_text" text NOT NULL,
	"consent_sha256" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"draft_version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "eif_signatures" ADD CONSTRAINT "eif_signatures_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eif_signatures" ADD CONSTRAINT "eif_signatures_signer_user_id_users_id_fk" FOREIGN KEY ("signer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eif_signatures" ADD CONSTRAINT "eif_signatures_outside_signer_id_outside_signers_id_fk" FOREIGN KEY ("outside_signer_id") REFERENCES "public"."outside_signers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eif_signatures_client_id_signed_at_idx" ON "eif_signatures" USING btree ("client_id","signed_at");--> statement-breakpoint
CREATE INDEX "eif_signatures_signer_user_id_idx" ON "eif_signatures" USING btree ("signer_user_id");--> statement-breakpoint
CREATE INDEX "eif_signatures_outside_signer_id_idx" ON "eif_signatures" USING btree ("outside_signer_id");--> statement-breakpoint
-- A signature is what someone agreed to: nothing of it changes after it is written. Only the links to the signer may
-- become null (their user or outside signer deleted).
CREATE FUNCTION eif_signatures_immutable() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.id, NEW.client_id, NEW.signed_at, NEW.typed_name, NEW.language, NEW.consent_version, NEW.consent_text,
      NEW.consent_sha256, NEW.ip, NEW.user_agent, NEW.draft_version, NEW.snapshot, NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.client_id, OLD.signed_at, OLD.typed_name, OLD.language, OLD.consent_version, OLD.consent_text,
      OLD.consent_sha256, OLD.ip, OLD.user_agent, OLD.draft_version, OLD.snapshot, OLD.created_at)
     OR (NEW.signer_user_id IS NOT NULL AND NEW.signer_user_id IS DISTINCT FROM OLD.signer_user_id)
     OR (NEW.outside_signer_id IS NOT NULL AND NEW.outside_signer_id IS DISTINCT FROM OLD.outside_signer_id) THEN
    RAISE EXCEPTION 'an EIF signature cannot be changed' USING ERRCODE = 'OB409';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER eif_signatures_immutable BEFORE UPDATE ON eif_signatures
FOR EACH ROW EXECUTE FUNCTION eif_signatures_immutable();
