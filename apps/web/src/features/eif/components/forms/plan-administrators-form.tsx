/** Plan administrators & billing › Plan administrators: the client's contacts (add, edit, delete after confirming). */
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import type { Contact } from "@onboard/domain/eif/eif-resource-schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../../components/confirm-dialog/confirm-dialog";
import { useDeleteContact } from "../../api/delete-contact";
import { useContacts } from "../../api/get-contacts";
import { useEifForm } from "../../hooks/eif-form-context";
import { useEifMessage } from "../../hooks/use-eif-message";
import { ContactDialog } from "./contact-dialog";
import { FormError } from "./form-error";

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
      {contacts.isPending ? (
        <Text>{t("loading")}</Text>
      ) : list.length === 0 ? (
        <Text>{t("contacts.none")}</Text>
      ) : (
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
                <Group gap="xs" mt="sm">
                  <Button
                    size="compact-sm"
                    variant="default"
                    aria-label={t("form.editNamed", { name })}
                    onClick={() => setEditing(contact)}
                  >
                    {t("form.edit")}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="default"
                    color="red"
                    aria-label={t("form.deleteNamed", { name })}
                    onClick={() => setDeleting(contact)}
                  >
                    {t("form.delete")}
                  </Button>
                </Group>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
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
      <ConfirmDialog
        opened={deleting !== null}
        title={t("contacts.deleteTitle")}
        message={t("contacts.deleteMessage", { name: deleting ? contactName(deleting) : "" })}
        confirmLabel={t("form.delete")}
        isDestructive
        isPending={remove.isPending}
        errorAlert={<FormError error={remove.error} />}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
