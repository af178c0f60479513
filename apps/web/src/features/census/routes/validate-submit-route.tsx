/** validate-submit: validates the policy's latest mapped census (asking again every second while it runs), then submit. */
import { Alert, Anchor, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useLocalizedPath } from "../../../lib/use-language";
import { useCensusValidation } from "../api/get-census-validation";
import { CensusLayout } from "../components/census-layout";
import { ValidationResult } from "../components/validation-result";
import { useCensusParam } from "../hooks/use-census-params";

function ValidateStep({ clientId, policyId }: { clientId: string; policyId: string }) {
  const { t } = useTranslation("census");
  const localizedPath = useLocalizedPath();
  const validation = useCensusValidation(clientId, policyId);
  if (validation.isPending) return <Skeleton height={160} role="status" aria-label={t("validate.loading")} />;
  if (validation.isError) {
    return (
      <Stack gap="xs">
        <Alert color="red" role="alert">
          {validation.error.message}
        </Alert>
        <Anchor component={Link} to={localizedPath("censusUploadFiles", { clientId, policyId })}>
          {t("source.toUpload")}
        </Anchor>
      </Stack>
    );
  }
  if (validation.data.items.length === 0) return <Text>{t("validate.noFile")}</Text>;
  return (
    <Stack gap="xl">
      {validation.data.items.map((item) => (
        <Stack key={item.document.id} gap="sm">
          <Title order={3} size="h4">
            {item.document.name}
          </Title>
          <ValidationResult clientId={clientId} policyId={policyId} item={item} />
        </Stack>
      ))}
    </Stack>
  );
}

export function ValidateSubmitRoute() {
  const { t } = useTranslation(["census", "routes"]);
  const clientId = useCensusParam("clientId");
  const policyId = useCensusParam("policyId");
  const [search] = useSearchParams();
  return (
    <CensusLayout
      clientId={clientId}
      policyId={policyId}
      step="censusValidateSubmit"
      documentId={search.get("documentId")}
      title={t("routes:censusValidations")}
    >
      <Title order={2} size="h3">
        {t("routes:censusValidateSubmit")}
      </Title>
      <ValidateStep clientId={clientId} policyId={policyId} />
    </CensusLayout>
  );
}
