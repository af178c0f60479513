/** A searchable pick of another client (e.g. the base client), from GET /api/clients?search= (first 25 matches). */
import { useTranslation } from "react-i18next";
import { SearchSelect } from "../../../components/search-select/search-select";
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
  const useClientOptions = (query: string) => {
    const clients = useClients({
      limit: 25,
      offset: 0,
      sortBy: "name",
      sortDirection: "asc",
      ...(query && { search: query }),
    });
    const options = (clients.data?.data ?? [])
      .filter((client) => client.id !== excludeId)
      .map((client) => ({ value: client.id, label: `${client.name} (${client.caseId})` }));
    return { options, isFetching: clients.isFetching, isError: clients.isError };
  };
  return (
    <SearchSelect
      label={label}
      placeholder={t("pickers.searchClients")}
      value={value}
      onChange={onChange}
      useOptions={useClientOptions}
      texts={{ loading: t("loading"), nothingFound: t("pickers.noClients"), loadFailed: t("pickers.loadFailed") }}
      error={error}
    />
  );
}
