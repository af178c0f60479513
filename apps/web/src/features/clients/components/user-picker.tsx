/** A searchable pick of one broker or ben admin, from GET /api/users/role/:role?search= (first 25 matches). */
import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AssignableRole } from "../api/assign-user";
import { useUsersByRole } from "../api/get-users-by-role";

export interface UserPickerProps {
  role: AssignableRole;
  label: string;
  value: string | null;
  onChange: (userId: string | null) => void;
  error?: string;
  /** Users not to offer (e.g. already assigned). */
  excludeIds?: readonly string[];
}

export function UserPicker({ role, label, value, onChange, error, excludeIds = [] }: UserPickerProps) {
  const { t } = useTranslation("clients");
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  // Once an option is picked the box shows its label; that text is not a new search.
  const query = chosen && debounced === chosen.label ? "" : debounced;
  const users = useUsersByRole(role, query);
  const fetched = (users.data?.data ?? [])
    .filter((user) => !excludeIds.includes(user.id))
    .map((user) => ({ value: user.id, label: `${user.name} (${user.email})` }));
  const data = chosen && !fetched.some((option) => option.value === chosen.value) ? [chosen, ...fetched] : fetched;
  return (
    <Select
      label={label}
      placeholder={t("pickers.searchUsers")}
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
      nothingFoundMessage={users.isFetching ? t("loading") : t("pickers.noUsers")}
      error={error ?? (users.isError ? t("pickers.loadFailed") : undefined)}
    />
  );
}
