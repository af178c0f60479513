/**
 * .../manage/benefits-explorer/:explorerPageId: edit a site, saved with If-Match. Someone else's save first (412) is
 * said clearly, and the form starts again from the reloaded site. After a renewal it lists what changed.
 */
import { Alert, Anchor, Button, Group, Text, VisuallyHidden } from "@mantine/core";
import type { RenewalChange } from "@onboard/domain/explorer/explorer-renewal";
import { buildPath } from "@onboard/domain/routes/build-path";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useParams } from "react-router";
import { usePageTitle } from "../../../lib/configuration/use-page-title";
import { useLanguage, useLocalizedPath } from "../../../lib/use-language";
import { useComparisonDisplay } from "../api/get-comparison-display";
import { useExplorerPage } from "../api/get-explorer-page";
import { useUpdateExplorerPage } from "../api/update-explorer-page";
import { RenewalChanges } from "../components/renewal-changes";
import { SiteForm } from "../components/site-form";
import { TransferOwnerDialog } from "../components/transfer-owner-dialog";
import { detailToFormValues } from "../site-form-values";
import { SitePageFrame } from "./site-page-frame";

interface EditState {
  created?: boolean;
  renewalChanges?: RenewalChange[];
}

export function EditSiteRoute() {
  const { t } = useTranslation("explorerAdmin");
  const { clientId = "", explorerPageId = "" } = useParams();
  const state = (useLocation().state ?? {}) as EditState;
  const language = useLanguage();
  const localizedPath = useLocalizedPath();
  const page = useExplorerPage(clientId, explorerPageId);
  const display = useComparisonDisplay(clientId);
  const update = useUpdateExplorerPage(clientId, explorerPageId);
  const [hasConflict, setConflict] = useState(false);
  const [savedVersion, setSavedVersion] = useState<number | null>(null);
  const [transferring, setTransferring] = useState(false);
  const [transferred, setTransferred] = useState<string | null>(null);
  const detail = page.data;
  const defaults = useMemo(() => (detail ? detailToFormValues(detail) : null), [detail]);
  usePageTitle(detail ? t("edit.title", { name: detail.name }) : t("edit.heading"));

  const publicPath = detail
    ? buildPath("benefitsExplorer", { explorerPageId: detail.vanitySlug ?? detail.id }, undefined, { language })
    : "";
  return (
    <SitePageFrame
      clientId={clientId}
      title={detail ? t("edit.title", { name: detail.name }) : t("edit.heading")}
      isLoading={page.isPending || display === null}
      error={page.error}
    >
      {detail && defaults && display && (
        <>
          <Group gap="md">
            <Anchor component={Link} to={localizedPath("renewBenefitsExplorerSite", { clientId, explorerPageId })}>
              {t("links.renew")}
            </Anchor>
            <Anchor
              href={buildPath("benefitsExplorerInternal", { clientId, explorerPageId: detail.id }, undefined, {
                language,
              })}
              target="_blank"
              rel="noopener"
            >
              {t("links.preview")} <VisuallyHidden>{t("opensInNewTab")}</VisuallyHidden>
            </Anchor>
            <Anchor href={publicPath} target="_blank" rel="noopener">
              {t("links.publicUrl")} <VisuallyHidden>{t("opensInNewTab")}</VisuallyHidden>
            </Anchor>
            {detail.pageOwner && (
              <Button variant="default" size="xs" onClick={() => setTransferring(true)}>
                {t("transfer.open")}
              </Button>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {detail.pageOwner ? t("edit.owner", { name: detail.pageOwner.name }) : t("edit.noOwner")}
            {" · "}
            {detail.isLive ? t("states.live") : t("states.demo")}
          </Text>
          {state.created && (
            <Alert color="green" role="status">
              {t("create.done")}
            </Alert>
          )}
          {state.renewalChanges && (
            <Alert color="green" role="status" title={t("renew.doneTitle")}>
              <RenewalChanges changes={state.renewalChanges} caption={t("renew.changesCaption")} />
            </Alert>
          )}
          {transferred && (
            <Alert color="green" role="status">
              {transferred}
            </Alert>
          )}
          {hasConflict && (
            <Alert
              color="yellow"
              role="alert"
              withCloseButton
              onClose={() => setConflict(false)}
              closeButtonLabel={t("dismiss")}
            >
              {t("messages.preconditionFailed")}
            </Alert>
          )}
          {/* A new version (saved here or elsewhere) remounts the form with the current values. */}
          <SiteForm
            key={detail.version}
            clientId={clientId}
            defaultValues={defaults}
            display={display}
            detail={detail}
            submitLabel={t("edit.submit")}
            onSave={async (body) => {
              setConflict(false);
              const saved = await update.mutateAsync({ version: detail.version, body });
              setSavedVersion(saved.version);
            }}
            onConflict={() => setConflict(true)}
            savedNotice={savedVersion === detail.version ? <span role="status">{t("edit.saved")}</span> : null}
          />
          {detail.pageOwner && (
            <TransferOwnerDialog
              opened={transferring}
              owner={detail.pageOwner}
              onClose={() => setTransferring(false)}
              onTransferred={(count, name) => setTransferred(t("transfer.done", { count, name }))}
            />
          )}
        </>
      )}
    </SitePageFrame>
  );
}
