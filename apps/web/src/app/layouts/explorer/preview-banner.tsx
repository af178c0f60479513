/**
 * On the internal preview routes, above everything else: says this is a staff preview, where employees see the site
 * (its public address, on the explorer host when there is one) and links back to the site's edit page.
 */
import { Anchor, Group, Paper, Text } from "@mantine/core";
import type { Language } from "@onboard/domain/common/environments";
import type { ExplorerPageResponse } from "@onboard/domain/explorer/explorer-page-schemas";
import { buildPath } from "@onboard/domain/routes/build-path";
import { buildExplorerHostPath } from "@onboard/domain/routes/explorer-host";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useConfiguration } from "../../../lib/configuration/get-configuration";
import { useLanguage } from "../../../lib/use-language";

/** The address employees open: the vanity slug when the site has one, on the explorer host when configured. */
export function publicSiteUrl(
  origins: { explorerOrigin: string | null; publicOrigin: string },
  page: Pick<ExplorerPageResponse, "id" | "vanitySlug">,
  language: Language,
): string {
  const params = { explorerPageId: page.vanitySlug ?? page.id };
  return origins.explorerOrigin
    ? `${origins.explorerOrigin}${buildExplorerHostPath("benefitsExplorer", params, { language })}`
    : `${origins.publicOrigin}${buildPath("benefitsExplorer", params, undefined, { language })}`;
}

export function PreviewBanner({
  clientId,
  explorerPageId,
  page,
}: {
  clientId: string;
  explorerPageId: string;
  page: ExplorerPageResponse | null;
}) {
  const { t } = useTranslation("explorer");
  const language = useLanguage();
  const configuration = useConfiguration();
  const editPath = buildPath("editBenefitsExplorerSite", { clientId, explorerPageId }, undefined, { language });
  const url = page ? publicSiteUrl(configuration, page, language) : null;
  return (
    <Paper
      component="section"
      aria-label={t("preview.label")}
      radius={0}
      px="md"
      py="sm"
      bg="blue.0"
      style={{ borderBottom: "1px solid var(--mantine-color-blue-3)" }}
      data-print="hide"
      data-testid="preview-banner"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">
          {url ? (
            <Trans
              t={t}
              i18nKey="preview.text"
              values={{ url }}
              components={{ publicLink: <Anchor href={url} inherit underline="always" /> }}
            />
          ) : (
            t("preview.textLoading")
          )}
        </Text>
        <Anchor component={Link} to={editPath} size="sm" fw={600} underline="always">
          {t("preview.editLink")}
        </Anchor>
      </Group>
    </Paper>
  );
}
