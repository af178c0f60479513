/**
 * An add/edit dialog's save: runs it and closes; a 400's field errors go on the fields, any other failure is kept to be
 * shown as a whole.
 */
import { useState } from "react";
import type { FieldValues, UseFormSetError } from "react-hook-form";
import { setServerFieldErrors } from "./server-field-errors";

export function useDialogSave<T extends FieldValues>(
  fields: readonly string[],
  setError: UseFormSetError<T>,
  onSaved: () => void,
) {
  const [failure, setFailure] = useState<unknown>(null);
  const run = async (save: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await save();
      onSaved();
    } catch (error) {
      if (!setServerFieldErrors(error, fields, setError)) setFailure(error);
    }
  };
  return { failure, run };
}
