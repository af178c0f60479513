/** Plan administrators & billing › Plan administrators: the client's contacts (add, edit, delete after confirming). */
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import type { Contact } from "@onboard/domain/eif/eif-resource-schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDeleteContact } from "../../api/delete-contact";
import { useContacts } from "../../api/get-contacts";
import { useEifForm } from "../../hooks/eif-form-context";
import { useEifMessage } from "../../hooks/use-eif-message";
import { ContactDialog } from "./contact-dialog";
import { DeleteRecordDialog } from "./delete-record-dialog";
import { RecordActions } from "./record-actions";
import { RecordList } from "./record-list";

export function contactName(contact: Pick<Contact, "firstName" | "lastName">): string {
  return `${contact.firstName} ${contact.lastName}`.trim();
}

export function PlanAdministratorsForm() {
  const { t } = useTranslation("eif");
  const { errorMessage } = useEifMessage();
  const { clientId, draft } = useEifForm();
  const contacts = useContacts(clientId);
  const remove = useDeleteContact(clientId);
  const [editing, setEditing] = useState<Contact | "new" | null>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const locationNames = (ids: readonly string[]) =>
    draft.locations.filter((location) => ids.includes(location.id)).map((location) => location.name);

  if (contacts.isError) return <Alert color="red">{errorMessage(contacts.error)}</Alert>;
  const list = contacts.data ?? [];
  return (
    <Stack gap="md">
      <Text>{t("contacts.intro")}</Text>
      <RecordList isPending={contacts.isPending} isEmpty={list.length === 0} none={t("contacts.none")}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {list.map((contact) => {
            const name = contactName(contact);
            return (
              <Card key={contact.id} withBorder component="li">
                <Text fw={700}>{name}</Text>
                {contact.title && <Text size="sm">{contact.title}</Text>}
                {contact.email && <Text size="sm">{contact.email}</Text>}
                {contact.phoneNumber && <Text size="sm">{contact.phoneNumber}</Text>}
                {contact.type && (
                  <Badge mt="xs" variant="light">
                    {t(`options.contactType.${contact.type}`)}
                  </Badge>
                )}
                <Text size="sm" mt="xs">
                  {t("contacts.accessLine", {
                    access:
                      contact.access.map((flag) => t(`options.contactAccess.${flag}`)).join(", ") ||
                      t("contacts.noAccess"),
                  })}
                </Text>
                <Text size="sm">
                  {contact.locationManagementType === "LIMITED"
                    ? t("contacts.limitedLine", { locations: locationNames(contact.managedLocationIds).join(", ") })
                    : t("options.locationManagementType.ALL")}
                </Text>
                <RecordActions
                  name={name}
                  mt="sm"
                  onEdit={() => setEditing(contact)}
                  onDelete={() => setDeleting(contact)}
                />
              </Card>
            );
          })}
        </SimpleGrid>
      </RecordList>
      <Group>
        <Button variant="light" onClick={() => setEditing("new")}>
          {t("contacts.add")}
        </Button>
      </Group>
      {editing && (
        <ContactDialog
          clientId={clientId}
          contact={editing === "new" ? null : editing}
          locations={draft.locations}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteRecordDialog
        record={deleting}
        title={t("contacts.deleteTitle")}
        message={t("contacts.deleteMessage", { name: deleting ? contactName(deleting) : "" })}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
