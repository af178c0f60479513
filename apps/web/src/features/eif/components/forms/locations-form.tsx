/** Company information › Locations: the client's locations (add, edit) and which one is the headquarters. */
import { Button, Group, Radio, Stack, Table, Text } from "@mantine/core";
import type { EifLocation } from "@onboard/domain/eif/eif-draft-schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAnswer, useEifForm } from "../../hooks/eif-form-context";
import { useEifMessage } from "../../hooks/use-eif-message";
import { LocationDialog } from "./location-dialog";

export function locationLine(location: EifLocation): string {
  return [location.address1, location.address2, location.city, `${location.state} ${location.zipCode}`]
    .filter(Boolean)
    .join(", ");
}

export function LocationsForm() {
  const { t } = useTranslation("eif");
  const { translate } = useEifMessage();
  const { clientId, draft } = useEifForm();
  const headquarters = useAnswer("headquartersLocationId");
  const [editing, setEditing] = useState<EifLocation | "new" | null>(null);
  const locations = draft.locations;

  return (
    <Stack gap="lg">
      {locations.length === 0 ? (
        <Text>{t("locations.none")}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table withTableBorder>
            <Table.Caption>{t("locations.caption")}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("locations.fields.name")}</Table.Th>
                <Table.Th scope="col">{t("locations.address")}</Table.Th>
                <Table.Th scope="col">{t("locations.fields.locationType")}</Table.Th>
                <Table.Th scope="col">{t("form.actions")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {locations.map((location) => (
                <Table.Tr key={location.id}>
                  <Table.Th scope="row">{location.name}</Table.Th>
                  <Table.Td>{locationLine(location)}</Table.Td>
                  <Table.Td>{t(`options.locationType.${location.locationType}`)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="default"
                      aria-label={t("locations.editNamed", { name: location.name })}
                      onClick={() => setEditing(location)}
                    >
                      {t("form.edit")}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group>
        <Button variant="light" onClick={() => setEditing("new")}>
          {t("locations.add")}
        </Button>
      </Group>
      {locations.length > 0 && (
        <Radio.Group
          name="headquartersLocationId"
          label={t("fields.headquartersLocationId")}
          withAsterisk
          value={typeof headquarters.value === "string" ? headquarters.value : null}
          error={translate(headquarters.error)}
          onChange={(value) => headquarters.change(value)}
        >
          <Stack gap="xs" mt="xs">
            {locations.map((location) => (
              <Radio key={location.id} value={location.id} label={location.name} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {editing && (
        <LocationDialog
          clientId={clientId}
          location={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
