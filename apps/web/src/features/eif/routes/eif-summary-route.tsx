/**
 * /task/eif-submit-company-information/summary: the inside signer's summary, headed "Company Information Summary",
 * with Download PDF (dates and times in the browser's zone, labels in the page's language).
 */
import { Alert } from "@mantine/core";
import { missingParamMessage } from "@onboard/domain/routes/build-path";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { usePageTitle } from "../../../lib/configuration/use-page-title";
import { useEifDraft } from "../../../lib/eif-draft/get-eif-draft";
import { useLanguage } from "../../../lib/use-language";
import { downloadEifSummary } from "../api/download-eif-summary";
import { useBenAdminPlatforms } from "../api/get-ben-admin-platforms";
import { EifSkeleton } from "../components/eif-skeleton";
import { DownloadSummaryButton } from "../components/summary/download-summary-button";
import { EifSummaryView } from "../components/summary/eif-summary-view";
import { useEifMessage } from "../hooks/use-eif-message";

export function EifSummaryRoute() {
  const { clientId } = useParams();
  if (!clientId) throw new Error(missingParamMessage("clientId"));
  const { t } = useTranslation("eif");
  usePageTitle(t("summary.title"));
  const language = useLanguage();
  const { errorMessage } = useEifMessage();
  const draft = useEifDraft(clientId);
  const platforms = useBenAdminPlatforms();
  if (draft.isPending) return <EifSkeleton />;
  if (draft.isError) return <Alert color="red">{errorMessage(draft.error)}</Alert>;
  return (
    <EifSummaryView
      heading={t("summary.title")}
      draft={draft.data}
      platformName={(id) => platforms.data?.find((platform) => platform.id === id)?.name ?? id}
      actions={<DownloadSummaryButton download={() => downloadEifSummary(clientId, language)} />}
    />
  );
}
