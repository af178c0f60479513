/** The client list's filters: phase, release status, error type, and (staff) archived clients too. */
import { Button, Checkbox, Group, MultiSelect } from "@mantine/core";
import { CLIENT_ERROR_TYPES, PHASES, RELEASE_STATUSES } from "@onboard/domain/clients/enums";
import { useTranslation } from "react-i18next";
import type { ClientFilters as Filters } from "../hooks/use-client-list-state";

export interface ClientFiltersProps {
  filters: Filters;
  onChange: (filters: Partial<Filters>) => void;
  onClear: () => void;
}

export function ClientFilters({ filters, onChange, onClear }: ClientFiltersProps) {
  const { t } = useTranslation("clients");
  const hasFilters =
    filters.phaseIds.length + filters.releaseStatuses.length + filters.errorTypes.length > 0 || filters.includeArchived;
  return (
    <Group align="flex-end" wrap="wrap">
      <MultiSelect
        label={t("filters.phase")}
        placeholder={t("filters.any")}
        data={PHASES.map((phase) => ({ value: phase, label: t(`common:phases.${phase}`) }))}
        value={filters.phaseIds}
        onChange={(values) => onChange({ phaseIds: values as Filters["phaseIds"] })}
        clearable
        miw={220}
      />
      <MultiSelect
        label={t("filters.releaseStatus")}
        placeholder={t("filters.any")}
        data={RELEASE_STATUSES.map((status) => ({ value: status, label: t(`common:releaseStatuses.${status}`) }))}
        value={filters.releaseStatuses}
        onChange={(values) => onChange({ releaseStatuses: values as Filters["releaseStatuses"] })}
        clearable
        miw={180}
      />
      <MultiSelect
        label={t("filters.errorType")}
        placeholder={t("filters.any")}
        data={CLIENT_ERROR_TYPES.map((type) => ({ value: type, label: t(`errorTypes.${type}`) }))}
        value={filters.errorTypes}
        onChange={(values) => onChange({ errorTypes: values as Filters["errorTypes"] })}
        clearable
        searchable
        miw={260}
      />
      <Checkbox
        label={t("filters.includeArchived")}
        checked={filters.includeArchived}
        onChange={(event) => onChange({ includeArchived: event.currentTarget.checked })}
        mb={8}
      />
      {hasFilters && (
        <Button variant="subtle" onClick={onClear}>
          {t("filters.clear")}
        </Button>
      )}
    </Group>
  );
}
