/** A searchable pick of one carrier staff user (GET /api/users/slfs?search=), for the page owner and transfers. */
import { useTranslation } from "react-i18next";
import { type SearchOption, SearchSelect } from "../../../components/search-select/search-select";
import { useCarrierStaff } from "../api/get-carrier-staff";

export interface StaffUserPickerProps {
  label: string;
  value: string | null;
  onChange: (userId: string | null) => void;
  /** The current choice, listed even when the search does not find it. */
  initialOption?: SearchOption | null;
  excludeIds?: readonly string[];
  error?: string;
  /** Told the picked user's label (name and e-mail). */
  onLabel?: (label: string) => void;
}

export function StaffUserPicker(props: StaffUserPickerProps) {
  const { label, value, onChange, initialOption, excludeIds = [], error, onLabel } = props;
  const { t } = useTranslation("explorerAdmin");
  const labels = new Map<string, string>();
  const useOptions = (query: string) => {
    const users = useCarrierStaff(query);
    const found = (users.data?.data ?? [])
      .filter((user) => !excludeIds.includes(user.id))
      .map((user) => ({ value: user.id, label: `${user.name} (${user.email})` }));
    for (const option of found) labels.set(option.value, option.label);
    const options =
      initialOption && !query && !found.some((option) => option.value === initialOption.value)
        ? [initialOption, ...found]
        : found;
    return { options, isFetching: users.isFetching, isError: users.isError };
  };
  return (
    <SearchSelect
      label={label}
      placeholder={t("pickers.searchStaff")}
      value={value}
      onChange={(next) => {
        onChange(next);
        if (next && onLabel) onLabel(labels.get(next) ?? "");
      }}
      useOptions={useOptions}
      texts={{ loading: t("loading"), nothingFound: t("pickers.noStaff"), loadFailed: t("pickers.loadFailed") }}
      error={error}
    />
  );
}
