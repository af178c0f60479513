/**
 * .../manage/benefits-explorer/:explorerPageId/renew: what renewing will change (the domain's renewExplorerSite on
 * the stored site), then "Renew site", which creates next year's site and opens it with the list of changes.
 */
import { Alert, Anchor, Button, Group, List, Text } from "@mantine/core";
import { renewExplorerSite } from "@onboard/domain/explorer/explorer-renewal";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { usePageTitle } from "../../../lib/configuration/use-page-title";
import { useLocalizedPath } from "../../../lib/use-language";
import { useExplorerPage } from "../api/get-explorer-page";
import { useRenewExplorerPage } from "../api/renew-explorer-page";
import { RenewalChanges } from "../components/renewal-changes";
import { useAdminMessage } from "../hooks/use-admin-message";
import { SitePageFrame } from "./site-page-frame";

export function RenewSiteRoute() {
  const { t } = useTranslation("explorerAdmin");
  const { errorMessage } = useAdminMessage();
  const { clientId = "", explorerPageId = "" } = useParams();
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();
  const page = useExplorerPage(clientId, explorerPageId);
  const renew = useRenewExplorerPage(clientId, explorerPageId);
  const detail = page.data;
  usePageTitle(detail ? t("renew.title", { name: detail.name }) : t("renew.heading"));
  const preview = detail ? renewExplorerSite(detail) : null;

  const start = async () => {
    try {
      const renewal = await renew.mutateAsync();
      navigate(localizedPath("editBenefitsExplorerSite", { clientId, explorerPageId: renewal.explorerPage.id }), {
        state: { renewalChanges: renewal.renewalChanges },
      });
    } catch {
      // The alert below shows the failure.
    }
  };

  return (
    <SitePageFrame
      clientId={clientId}
      title={detail ? t("renew.title", { name: detail.name }) : t("renew.heading")}
      isLoading={page.isPending}
      error={page.error}
    >
      {detail && preview && (
        <>
          <Text>{t("renew.intro")}</Text>
          <RenewalChanges changes={preview.changes} caption={t("renew.previewCaption")} />
          <Text fw={700}>{t("renew.copiedTitle")}</Text>
          <List>
            <List.Item>{t("renew.copiedPlans", { count: detail.benefits.length })}</List.Item>
            <List.Item>{t("renew.copiedPolicies", { count: detail.policyIds.length })}</List.Item>
            <List.Item>{t("renew.copiedRest")}</List.Item>
          </List>
          {detail.newExplorerPageId && (
            <Alert color="yellow" role="status">
              {t("renew.alreadyRenewed")}{" "}
              <Anchor
                component={Link}
                to={localizedPath("editBenefitsExplorerSite", { clientId, explorerPageId: detail.newExplorerPageId })}
              >
                {t("renew.openNewer")}
              </Anchor>
            </Alert>
          )}
          {renew.isError && (
            <Alert color="red" role="alert">
              {errorMessage(renew.error)}
            </Alert>
          )}
          <Group>
            <Button onClick={() => void start()} loading={renew.isPending} disabled={detail.newExplorerPageId !== null}>
              {t("renew.submit")}
            </Button>
            <Anchor component={Link} to={localizedPath("editBenefitsExplorerSite", { clientId, explorerPageId })}>
              {t("renew.backToSite")}
            </Anchor>
          </Group>
        </>
      )}
    </SitePageFrame>
  );
}
