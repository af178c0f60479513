/** A searchable pick of one broker or ben admin, from GET /api/users/role/:role?search= (first 25 matches). */
import { useTranslation } from "react-i18next";
import { SearchSelect } from "../../../components/search-select/search-select";
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
  const useUserOptions = (query: string) => {
    const users = useUsersByRole(role, query);
    const options = (users.data?.data ?? [])
      .filter((user) => !excludeIds.includes(user.id))
      .map((user) => ({ value: user.id, label: `${user.name} (${user.email})` }));
    return { options, isFetching: users.isFetching, isError: users.isError };
  };
  return (
    <SearchSelect
      label={label}
      placeholder={t("pickers.searchUsers")}
      value={value}
      onChange={onChange}
      useOptions={useUserOptions}
      texts={{ loading: t("loading"), nothingFound: t("pickers.noUsers"), loadFailed: t("pickers.loadFailed") }}
      error={error}
    />
  );
}
