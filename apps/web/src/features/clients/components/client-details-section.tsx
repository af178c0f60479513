/**
 * The client's basic fields, edited in place and saved with If-Match (the version they were loaded with). When
 * someone else saved first (412) it says so clearly; the detail reloads, and the form starts again from the new values.
 */
import { Alert, Button, Group } from "@mantine/core";
import { clientDetailsFormValues, toUpdateClientBody } from "@onboard/domain/clients/client-form";
import type { ClientDetail } from "@onboard/domain/clients/client-schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { useUpdateClient } from "../api/update-client";
import { useClientForm } from "../hooks/use-client-form";
import { ActionError } from "./action-error";
import { ClientFormFields } from "./client-form-fields";

function DetailsForm({ client, onConflict }: { client: ClientDetail; onConflict: () => void }) {
  const { t } = useTranslation("clients");
  const update = useUpdateClient(client.id);
  const { form, failure, setFailure, showFailure } = useClientForm(clientDetailsFormValues(client));
  const [isSaved, setSaved] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setSaved(false);
    try {
      await update.mutateAsync({ clientId: client.id, version: client.version, changes: toUpdateClientBody(values) });
      setSaved(true);
    } catch (error) {
      if (isApiError(error) && error.status === 412) onConflict();
      else showFailure(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <ClientFormFields form={form} showOnboardingFields />
      <ActionError error={failure} />
      <Group mt="md">
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t("details.save")}
        </Button>
        {isSaved && !form.formState.isDirty && <span role="status">{t("details.saved")}</span>}
      </Group>
    </form>
  );
}

export function ClientDetailsSection({ client }: { client: ClientDetail }) {
  const { t } = useTranslation("clients");
  const [hasConflict, setConflict] = useState(false);
  return (
    <>
      {hasConflict && (
        <Alert
          color="yellow"
          role="alert"
          mb="md"
          withCloseButton
          onClose={() => setConflict(false)}
          closeButtonLabel={t("actions.dismiss")}
        >
          {t("messages.preconditionFailed")}
        </Alert>
      )}
      {/* A new version (saved here or elsewhere) remounts the form with the current values. */}
      <DetailsForm key={client.version} client={client} onConflict={() => setConflict(true)} />
    </>
  );
}
