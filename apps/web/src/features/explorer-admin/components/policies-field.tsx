/** The site's policies: a check box per policy of the client (at least one, the domain's message otherwise). */
import { Alert, Loader, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useClientPolicies } from "../api/get-client-policies";
import { useAdminMessage } from "../hooks/use-admin-message";
import { CheckboxListField } from "./form-inputs";

export function PoliciesField({ clientId, selectedIds }: { clientId: string; selectedIds: readonly string[] }) {
  const { t } = useTranslation("explorerAdmin");
  const { errorMessage } = useAdminMessage();
  const policies = useClientPolicies(clientId);
  if (policies.isPending) return <Loader size="sm" aria-label={t("loading")} />;
  const loaded = policies.data ?? [];
  // A selected policy the list does not show (e.g. the load failed) stays selectable, named by its id.
  const extra = selectedIds.filter((id) => !loaded.some((policy) => policy.id === id));
  const options = [
    ...loaded.map((policy) => ({ value: policy.id, label: policy.label })),
    ...extra.map((id) => ({ value: id, label: t("policies.unnamed", { id }) })),
  ];
  return (
    <>
      {policies.isError && (
        <Alert color="red" role="alert" mb="sm">
          {errorMessage(policies.error)}
        </Alert>
      )}
      {options.length === 0 && <Text c="dimmed">{t("policies.none")}</Text>}
      <CheckboxListField name="policyIds" label={t("fields.policyIds")} options={options} required />
    </>
  );
}
