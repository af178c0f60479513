/**
 * Plan administrators & billing › Monthly claims report: where the report is mailed (a location, optionally for one
 * policy, to a contact). Add, edit, and delete after confirming.
 */
import { Alert, Button, Group, Select, Stack, Table, Text } from "@mantine/core";
import type { McrMailingLocation } from "@onboard/domain/eif/eif-resource-schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AppModal } from "../../../../components/app-modal/app-modal";
import { useContacts } from "../../api/get-contacts";
import { useMailingLocations } from "../../api/get-mailing-locations";
import { useDeleteMailingLocation, useSaveMailingLocation } from "../../api/save-mailing-location";
import { useEifForm } from "../../hooks/eif-form-context";
import { useEifMessage } from "../../hooks/use-eif-message";
import { DeleteRecordDialog } from "./delete-record-dialog";
import { DialogFooter } from "./dialog-footer";
import { contactName } from "./plan-administrators-form";
import { RecordActions } from "./record-actions";
import { RecordList } from "./record-list";

export function MonthlyClaimsReportForm() {
  const { t } = useTranslation("eif");
  const { errorMessage } = useEifMessage();
  const { clientId, draft } = useEifForm();
  const mailing = useMailingLocations(clientId);
  const contacts = useContacts(clientId);
  const remove = useDeleteMailingLocation(clientId);
  const [editing, setEditing] = useState<McrMailingLocation | "new" | null>(null);
  const [deleting, setDeleting] = useState<McrMailingLocation | null>(null);
  const locationName = (id: string) => draft.locations.find((l) => l.id === id)?.name ?? "—";
  const policyNumber = (id: string | null) =>
    id ? (draft.policies.find((p) => p.id === id)?.policyNumber ?? "—") : t("monthlyClaimsReport.allPolicies");
  const contact = (id: string | null) => {
    const found = contacts.data?.find((c) => c.id === id);
    return found ? contactName(found) : "—";
  };

  if (mailing.isError) return <Alert color="red">{errorMessage(mailing.error)}</Alert>;
  const list = mailing.data ?? [];
  return (
    <Stack gap="md">
      <Text>{t("monthlyClaimsReport.intro")}</Text>
      <RecordList isPending={mailing.isPending} isEmpty={list.length === 0} none={t("monthlyClaimsReport.none")}>
        <Table.ScrollContainer minWidth={480}>
          <Table withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("monthlyClaimsReport.location")}</Table.Th>
                <Table.Th scope="col">{t("monthlyClaimsReport.policy")}</Table.Th>
                <Table.Th scope="col">{t("monthlyClaimsReport.contact")}</Table.Th>
                <Table.Th scope="col">{t("form.actions")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((item) => {
                const name = locationName(item.locationId);
                return (
                  <Table.Tr key={item.id}>
                    <Table.Th scope="row">{name}</Table.Th>
                    <Table.Td>{policyNumber(item.policyId)}</Table.Td>
                    <Table.Td>{contact(item.contactId)}</Table.Td>
                    <Table.Td>
                      <RecordActions
                        name={name}
                        wrap="nowrap"
                        onEdit={() => setEditing(item)}
                        onDelete={() => setDeleting(item)}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </RecordList>
      {draft.locations.length === 0 ? (
        <Text size="sm">{t("monthlyClaimsReport.addLocationFirst")}</Text>
      ) : (
        <Group>
          <Button variant="light" onClick={() => setEditing("new")}>
            {t("monthlyClaimsReport.add")}
          </Button>
        </Group>
      )}
      {editing && <MailingDialog item={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
      <DeleteRecordDialog
        record={deleting}
        title={t("monthlyClaimsReport.deleteTitle")}
        message={t("monthlyClaimsReport.deleteMessage", { name: deleting ? locationName(deleting.locationId) : "" })}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

function MailingDialog({ item, onClose }: { item: McrMailingLocation | null; onClose: () => void }) {
  const { t } = useTranslation("eif");
  const { clientId, draft } = useEifForm();
  const contacts = useContacts(clientId);
  const save = useSaveMailingLocation(clientId);
  const [locationId, setLocationId] = useState<string | null>(item?.locationId ?? null);
  const [policyId, setPolicyId] = useState<string | null>(item?.policyId ?? null);
  const [contactId, setContactId] = useState<string | null>(item?.contactId ?? null);
  const [isMissing, setMissing] = useState(false);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!locationId) {
      setMissing(true);
      return;
    }
    save.mutate({ body: { locationId, policyId, contactId }, id: item?.id }, { onSuccess: onClose });
  };
  return (
    <AppModal
      opened
      onClose={onClose}
      title={item ? t("monthlyClaimsReport.editTitle") : t("monthlyClaimsReport.addTitle")}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Select
            label={t("monthlyClaimsReport.location")}
            required
            data={draft.locations.map((l) => ({ value: l.id, label: l.name }))}
            placeholder={t("form.choose")}
            value={locationId}
            error={isMissing && !locationId ? t("form.chooseOne") : undefined}
            onChange={setLocationId}
          />
          <Select
            label={t("monthlyClaimsReport.policy")}
            data={draft.policies.map((p) => ({ value: p.id, label: p.policyNumber }))}
            placeholder={t("monthlyClaimsReport.allPolicies")}
            clearable
            value={policyId}
            onChange={setPolicyId}
          />
          <Select
            label={t("monthlyClaimsReport.contact")}
            data={(contacts.data ?? []).map((c) => ({ value: c.id, label: contactName(c) }))}
            placeholder={t("form.choose")}
            clearable
            value={contactId}
            onChange={setContactId}
          />
          <DialogFooter error={save.error} isSaving={save.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </AppModal>
  );
}
