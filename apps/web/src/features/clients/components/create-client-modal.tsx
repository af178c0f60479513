/**
 * "Create client" in a dialog: the client form, a warning when the ticket already belongs to a client (checked as
 * the user types), and, once created, the way to the new client's manage page. Mounted only while open.
 */
import { Alert, Button, Group } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { EMPTY_CLIENT_FORM, toCreateClientBody } from "@onboard/domain/clients/client-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { AppModal } from "../../../components/app-modal/app-modal";
import { useLocalizedPath } from "../../../lib/use-language";
import { useCreateClient } from "../api/create-client";
import { useTicketInfo } from "../api/get-ticket-info";
import { useClientForm } from "../hooks/use-client-form";
import { ActionError } from "./action-error";
import { ClientFormFields } from "./client-form-fields";

function TicketWarning({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation("clients");
  const [debounced] = useDebouncedValue(ticketId.trim(), 400);
  const info = useTicketInfo(debounced);
  const owner = debounced !== "" ? info.data?.client : null;
  if (!owner) return null;
  return (
    <Alert color="yellow" role="status" p="xs">
      {t("create.ticketTaken", { name: owner.name, caseId: owner.caseId })}
    </Alert>
  );
}

export function CreateClientModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("clients");
  const createClient = useCreateClient();
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();
  const { form, failure, setFailure, showFailure } = useClientForm({
    ...EMPTY_CLIENT_FORM,
    phaseId: "WELCOME",
    releaseStatus: "NOT_LIVE",
  });
  const ticketId = form.watch("ticketId");

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const created = await createClient.mutateAsync(toCreateClientBody(values));
      onClose();
      await navigate(localizedPath("clientManage", { clientId: created.id }));
    } catch (error) {
      showFailure(error);
    }
  });

  return (
    <AppModal opened onClose={onClose} title={t("create.title")} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <ClientFormFields
          form={form}
          showOnboardingFields={false}
          ticketNotice={<TicketWarning ticketId={ticketId} />}
        />
        <ActionError error={failure} />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {t("actions.cancel")}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t("create.submit")}
          </Button>
        </Group>
      </form>
    </AppModal>
  );
}
