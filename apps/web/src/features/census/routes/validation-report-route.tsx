/** validation-report/:documentId: the census file's problems, fixed in place (see components/report). */
import { Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CensusLayout } from "../components/census-layout";
import { ReportView } from "../components/report/report-view";
import { useCensusParam } from "../hooks/use-census-params";

export function ValidationReportRoute() {
  const { t } = useTranslation(["census", "routes"]);
  const clientId = useCensusParam("clientId");
  const policyId = useCensusParam("policyId");
  const documentId = useCensusParam("documentId");
  return (
    <CensusLayout
      clientId={clientId}
      policyId={policyId}
      step={null}
      documentId={documentId}
      title={t("routes:censusValidationReport")}
    >
      <Title order={2} size="h3">
        {t("report.problemsTitle")}
      </Title>
      <ReportView key={documentId} clientId={clientId} policyId={policyId} documentId={documentId} />
    </CensusLayout>
  );
}
