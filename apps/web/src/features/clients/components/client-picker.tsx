/** A searchable pick of another client (e.g. the base client), from GET /api/clients?search= (first 25 matches). */
import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useClients } from "../api/get-clients";

export interface ClientPickerProps {
  label: string;
  value: string | null;
  onChange: (clientId: string | null) => void;
  excludeId: string;
  error?: string;
}

export function ClientPicker({ label, value, onChange, excludeId, error }: ClientPickerProps) {
  const { t } = useTranslation("clients");
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  // Once an option is picked the box shows its label; that text is not a new search.
  const query = chosen && debounced === chosen.label ? "" : debounced;
  const clients = useClients({
    limit: 25,
    offset: 0,
    sortBy: "name",
    sortDirection: "asc",
    ...(query && { search: query }),
  });
  const fetched = (clients.data?.data ?? [])
    .filter((client) => client.id !== excludeId)
    .map((client) => ({ value: client.id, label: `${client.name} (${client.caseId})` }));
  const data = chosen && !fetched.some((option) => option.value === chosen.value) ? [chosen, ...fetched] : fetched;
  return (
    <Select
      label={label}
      placeholder={t("pickers.searchClients")}
      searchable
      clearable
      data={data}
      value={value}
      onChange={(next) => {
        setChosen(data.find((option) => option.value === next) ?? null);
        onChange(next);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={clients.isFetching ? t("loading") : t("pickers.noClients")}
      error={error}
    />
  );
}
