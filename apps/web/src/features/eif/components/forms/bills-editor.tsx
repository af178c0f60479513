/**
 * One policy's bills, edited as a list and saved together (PUT .../bills/bulk for the kept and new bills, DELETE
 * .../bills/bulk for the removed ones): each bill's name (required), contact and location.
 */
import { Alert, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { type Bill, type BillInput, billInputSchema } from "@onboard/domain/eif/eif-resource-schemas";
import { TEXT_MAX_LENGTH } from "@onboard/domain/validation/text-limits";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useBills } from "../../api/get-bills";
import { useContacts } from "../../api/get-contacts";
import { useSaveBills } from "../../api/save-bills";
import { useEifForm } from "../../hooks/eif-form-context";
import { useEifMessage } from "../../hooks/use-eif-message";
import { FormError } from "./form-error";
import { contactName } from "./plan-administrators-form";

interface Row {
  key: string;
  bill: Bill | null;
  name: string;
  contactId: string | null;
  locationId: string | null;
  error?: string;
}

let rowCount = 0;
const rowOf = (bill: Bill | null): Row => ({
  key: bill?.id ?? `new-${++rowCount}`,
  bill,
  name: bill?.name ?? "",
  contactId: bill?.contactId ?? null,
  locationId: bill?.locationId ?? null,
});

export function BillsEditor({ policyId }: { policyId: string }) {
  const { errorMessage } = useEifMessage();
  const { clientId } = useEifForm();
  const bills = useBills(clientId);
  // Kept here: the rows below start again from the saved list after a save, and "Saved" must outlive them.
  const [isSaved, setSaved] = useState(false);
  if (bills.isError) return <Alert color="red">{errorMessage(bills.error)}</Alert>;
  if (!bills.data) return null;
  const own = bills.data.bills.filter((bill) => bill.policyId === policyId);
  // Remounted when the saved list changes, so that the rows start from it.
  return (
    <BillRows
      key={own.map((bill) => bill.id).join()}
      policyId={policyId}
      saved={own}
      isSaved={isSaved}
      setSaved={setSaved}
    />
  );
}

interface BillRowsProps {
  policyId: string;
  saved: Bill[];
  isSaved: boolean;
  setSaved: (isSaved: boolean) => void;
}

function BillRows({ policyId, saved, isSaved, setSaved }: BillRowsProps) {
  const { t } = useTranslation("eif");
  const { translate } = useEifMessage();
  const { clientId, draft } = useEifForm();
  const contacts = useContacts(clientId);
  const save = useSaveBills(clientId);
  const [rows, setRows] = useState<Row[]>(() => saved.map(rowOf));
  const change = (key: string, part: Partial<Row>) => {
    setSaved(false);
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...part, error: undefined } : row)));
  };
  const contactOptions = (contacts.data ?? []).map((contact) => ({ value: contact.id, label: contactName(contact) }));
  const locationOptions = draft.locations.map((location) => ({ value: location.id, label: location.name }));

  const submit = () => {
    const checked = rows.map((row) => ({
      row,
      result: billInputSchema.safeParse({
        ...(row.bill && { id: row.bill.id }),
        name: row.name,
        policyId,
        contactId: row.contactId,
        locationId: row.locationId,
        groupedLocationIds: row.bill?.groupedLocationIds ?? [],
        categoriesByLocation: row.bill?.categoriesByLocation ?? [],
      }),
    }));
    if (checked.some(({ result }) => !result.success)) {
      setRows(checked.map(({ row, result }) => ({ ...row, error: result.error?.issues[0]?.message })));
      return;
    }
    const kept = new Set(rows.map((row) => row.bill?.id).filter(Boolean));
    save.mutate(
      {
        bills: checked.map(({ result }) => result.data as BillInput),
        deletedIds: saved.filter((bill) => !kept.has(bill.id)).map((bill) => bill.id),
      },
      { onSuccess: () => setSaved(true) },
    );
  };

  return (
    <Stack gap="sm">
      {rows.length === 0 && <Text>{t("bills.none")}</Text>}
      {rows.map((row, index) => (
        <Card key={row.key} withBorder component="fieldset" aria-label={t("bills.bill", { number: index + 1 })}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t("bills.name", { number: index + 1 })}
              required
              maxLength={TEXT_MAX_LENGTH}
              value={row.name}
              error={translate(row.error)}
              onChange={(event) => change(row.key, { name: event.currentTarget.value })}
            />
            <Select
              label={t("bills.contact", { number: index + 1 })}
              data={contactOptions}
              clearable
              placeholder={t("form.choose")}
              value={row.contactId}
              onChange={(value) => change(row.key, { contactId: value })}
            />
            <Select
              label={t("bills.location", { number: index + 1 })}
              data={locationOptions}
              clearable
              placeholder={t("form.choose")}
              value={row.locationId}
              onChange={(value) => change(row.key, { locationId: value })}
            />
          </SimpleGrid>
          <Group justify="flex-end" mt="xs">
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={() => {
                setSaved(false);
                setRows((current) => current.filter((r) => r.key !== row.key));
              }}
            >
              {t("bills.remove", { number: index + 1 })}
            </Button>
          </Group>
        </Card>
      ))}
      <Group>
        <Button variant="light" onClick={() => setRows((current) => [...current, rowOf(null)])}>
          {t("bills.add")}
        </Button>
        <Button onClick={submit} loading={save.isPending} disabled={rows.length === 0 && saved.length === 0}>
          {t("bills.save")}
        </Button>
        <Text size="sm" role="status" aria-live="polite">
          {isSaved ? t("bills.saved") : ""}
        </Text>
      </Group>
      <FormError error={save.error} />
    </Stack>
  );
}
