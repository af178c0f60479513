/** .../manage/benefits-explorer/: create a site for the client, then go on editing it. */
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { usePageTitle } from "../../../lib/configuration/use-page-title";
import { useLocalizedPath } from "../../../lib/use-language";
import { useCreateExplorerPage } from "../api/create-explorer-page";
import { useComparisonDisplay } from "../api/get-comparison-display";
import { SiteForm } from "../components/site-form";
import { emptySiteValues } from "../site-form-values";
import { SitePageFrame } from "./site-page-frame";

export function CreateSiteRoute() {
  const { t } = useTranslation("explorerAdmin");
  const { clientId = "" } = useParams();
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();
  const display = useComparisonDisplay(clientId);
  const create = useCreateExplorerPage(clientId);
  const defaults = useMemo(emptySiteValues, []);
  usePageTitle(t("create.title"));

  return (
    <SitePageFrame clientId={clientId} title={t("create.title")} isLoading={display === null}>
      {display && (
        <SiteForm
          clientId={clientId}
          defaultValues={defaults}
          display={display}
          detail={null}
          submitLabel={t("create.submit")}
          onSave={async (body) => {
            const page = await create.mutateAsync(body);
            navigate(localizedPath("editBenefitsExplorerSite", { clientId, explorerPageId: page.id }), {
              state: { created: true },
            });
          }}
        />
      )}
    </SitePageFrame>
  );
}
