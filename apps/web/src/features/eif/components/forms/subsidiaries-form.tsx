/** Company information › Subsidiaries: whether there are any, how they are billed and taxed, and the list. */
import { Alert, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import type { Subsidiary } from "@onboard/domain/eif/eif-resource-schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSubsidiaries } from "../../api/get-subsidiaries";
import { useDeleteSubsidiary } from "../../api/save-subsidiary";
import { useEifForm } from "../../hooks/eif-form-context";
import { useEifMessage } from "../../hooks/use-eif-message";
import { YesNoField } from "../fields/answer-choice-fields";
import { DeleteRecordDialog } from "./delete-record-dialog";
import { RecordActions } from "./record-actions";
import { RecordList } from "./record-list";
import { SubsidiaryDialog } from "./subsidiary-dialog";

export function SubsidiariesForm() {
  const { t } = useTranslation("eif");
  const { snapshot } = useEifForm();
  return (
    <Stack gap="lg">
      <YesNoField answerKey="hasSubsidiaries" label={t("fields.hasSubsidiaries")} required />
      {snapshot.answers.hasSubsidiaries === true && (
        <>
          <YesNoField
            answerKey="subsidiariesBilledSeparately"
            label={t("fields.subsidiariesBilledSeparately")}
            required
          />
          <YesNoField
            answerKey="subsidiariesHaveSeparateTaxIds"
            label={t("fields.subsidiariesHaveSeparateTaxIds")}
            required
          />
          <SubsidiaryList />
        </>
      )}
    </Stack>
  );
}

function SubsidiaryList() {
  const { t } = useTranslation("eif");
  const { errorMessage } = useEifMessage();
  const { clientId, draft } = useEifForm();
  const subsidiaries = useSubsidiaries(clientId);
  const remove = useDeleteSubsidiary(clientId);
  const [editing, setEditing] = useState<Subsidiary | "new" | null>(null);
  const [deleting, setDeleting] = useState<Subsidiary | null>(null);
  const locationName = (id: string) => draft.locations.find((location) => location.id === id)?.name ?? "—";

  if (subsidiaries.isError) return <Alert color="red">{errorMessage(subsidiaries.error)}</Alert>;
  const list = subsidiaries.data ?? [];
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t("subsidiaries.heading")}
      </Title>
      <RecordList isPending={subsidiaries.isPending} isEmpty={list.length === 0} none={t("subsidiaries.none")}>
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("subsidiaries.location")}</Table.Th>
              <Table.Th scope="col">{t("subsidiaries.taxId")}</Table.Th>
              <Table.Th scope="col">{t("form.actions")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((subsidiary) => {
              const name = locationName(subsidiary.locationId);
              return (
                <Table.Tr key={subsidiary.id}>
                  <Table.Th scope="row">{name}</Table.Th>
                  <Table.Td>{subsidiary.taxId ?? "—"}</Table.Td>
                  <Table.Td>
                    <RecordActions
                      name={name}
                      onEdit={() => setEditing(subsidiary)}
                      onDelete={() => setDeleting(subsidiary)}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </RecordList>
      {draft.locations.length === 0 ? (
        <Text size="sm">{t("subsidiaries.addLocationFirst")}</Text>
      ) : (
        <Group>
          <Button variant="light" onClick={() => setEditing("new")}>
            {t("subsidiaries.add")}
          </Button>
        </Group>
      )}
      {editing && (
        <SubsidiaryDialog
          clientId={clientId}
          subsidiary={editing === "new" ? null : editing}
          locations={draft.locations}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteRecordDialog
        record={deleting}
        title={t("subsidiaries.deleteTitle")}
        message={t("subsidiaries.deleteMessage", { name: deleting ? locationName(deleting.locationId) : "" })}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
