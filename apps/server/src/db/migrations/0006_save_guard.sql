-- A guard for single-statement writes (e.g. the EIF draft's save, modules/eif/save-draft-statement.ts): the statement's
-- sub-statements run together, and the guard aborts all of them with the given SQLSTATE when its condition is false.
CREATE FUNCTION onboard_require(condition boolean, error_code text, message text) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  IF condition IS NOT TRUE THEN
    RAISE EXCEPTION USING ERRCODE = error_code, MESSAGE = message;
  END IF;
  RETURN TRUE;
END
$$;
