/**
 * The client form's state: react-hook-form with the domain's schema, and the server's field errors put on their
 * fields (`body.implementationConsultant.email` → the consultant's e-mail); other failures are returned for an alert.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import {
  CLIENT_FORM_ERROR_PATHS,
  type ClientDetailsFormValues,
  clientDetailsFormSchema,
} from "@onboard/domain/clients/client-form";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { isApiError } from "../../../lib/api-client";

export function useClientForm(defaultValues: ClientDetailsFormValues) {
  const form = useForm<ClientDetailsFormValues>({ resolver: zodResolver(clientDetailsFormSchema), defaultValues });
  const [failure, setFailure] = useState<unknown>(null);

  const showFailure = (error: unknown) => {
    const known = (isApiError(error) ? error.errors : []).flatMap((e) => {
      const field = CLIENT_FORM_ERROR_PATHS[e.path];
      return field ? [{ field, message: e.message }] : [];
    });
    for (const { field, message } of known) form.setError(field, { message }, { shouldFocus: true });
    setFailure(known.length === 0 ? error : null);
  };

  return { form, failure, setFailure, showFailure };
}
