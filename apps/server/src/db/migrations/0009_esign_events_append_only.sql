-- The e-sign service's event log is append-only (issue 15, decision 024): an envelope's events are its audit trail, and
-- each one's hash covers the one before it. Rows are inserted, never changed or removed, whoever asks; envelopes are
-- voided, never deleted (their events' foreign key keeps them). Only the table's owner, by disabling the trigger on
-- purpose, can get past this, and the hash chain then shows what was changed (integrations/e-sign/events).
CREATE FUNCTION esign_events_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'esign_events is append-only: % refused', TG_OP USING ERRCODE = 'OB409';
END
$$;
--> statement-breakpoint
CREATE TRIGGER esign_events_append_only BEFORE UPDATE OR DELETE ON esign_events
FOR EACH ROW EXECUTE FUNCTION esign_events_append_only();
--> statement-breakpoint
CREATE TRIGGER esign_events_no_truncate BEFORE TRUNCATE ON esign_events
FOR EACH STATEMENT EXECUTE FUNCTION esign_events_append_only();
