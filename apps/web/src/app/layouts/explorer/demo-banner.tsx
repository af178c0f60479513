/**
 * Under the navigation bar: the demo banner on a page that is not live, with the pre / active ("mid") / post
 * enrollment toggles (kept in navigation state, default pre) unless a newer page exists; then a note and a link to
 * the newer page instead. Also the note telling employees to enroll through their HR team.
 */
import { Anchor, Paper, Stack, Text } from "@mantine/core";
import type { ExplorerPageResponse } from "@onboard/domain/explorer/explorer-page-schemas";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDemoStatus } from "../../../features/explorer/hooks/use-demo-status";
import { explorerSourcePaths, useExplorerHost } from "../../../features/explorer/hooks/use-explorer-paths";
import { type ExplorerSource, useExplorerSource } from "../../../features/explorer/hooks/use-explorer-source";
import { useLanguage } from "../../../lib/use-language";

/** A page is a demo while it is not live (state "demo", or not live in another state). */
export function isDemoPage(page: ExplorerPageResponse): boolean {
  return page.state === "demo" || !page.isLive;
}

/** Only demo pages show the choice: a live site's first load does not carry the radio inputs. */
const DemoStatusChoice = lazy(() =>
  import("./demo-status-choice").then((module) => ({ default: module.DemoStatusChoice })),
);

/** The newer page, seen the way this one is: its preview (a renewal stays with the client) or its public page. */
function newerSource(current: ExplorerSource | null, newExplorerPageId: string): ExplorerSource {
  return current?.kind === "preview"
    ? { kind: "preview", clientId: current.clientId, explorerPageId: newExplorerPageId }
    : { kind: "public", pageIdOrSlug: newExplorerPageId };
}

export function DemoBanner({ page }: { page: ExplorerPageResponse }) {
  const { t } = useTranslation("explorer");
  const { status, setStatus } = useDemoStatus();
  const host = useExplorerHost();
  const language = useLanguage();
  const source = useExplorerSource();
  const isDemo = isDemoPage(page);
  if (!isDemo && !page.newExplorerPageId) return null;
  const newerPagePath =
    page.newExplorerPageId && explorerSourcePaths(host, language, newerSource(source, page.newExplorerPageId)).pagePath;
  return (
    <Paper
      component="section"
      aria-label={isDemo ? t("demo.label") : t("demo.newerLabel")}
      radius={0}
      px="md"
      py="sm"
      bg="yellow.0"
      style={{ borderTop: "1px solid var(--mantine-color-yellow-3)" }}
    >
      <Stack gap="xs">
        {isDemo && <Text fw={600}>{t("demo.text")}</Text>}
        {newerPagePath ? (
          <Text size="sm">
            {t("demo.newerPage")}{" "}
            <Anchor component={Link} to={newerPagePath} underline="always">
              {t("demo.newerPageLink")}
            </Anchor>
          </Text>
        ) : (
          isDemo && (
            <Suspense fallback={null}>
              <DemoStatusChoice status={status} onChange={setStatus} />
            </Suspense>
          )
        )}
      </Stack>
    </Paper>
  );
}

/** Employees enroll through their employer (spec §1): said on every page of the site. */
export function EnrollNote() {
  const { t } = useTranslation("explorer");
  return (
    <Text size="sm" px="md" py={6} bg="gray.0" data-testid="enroll-note">
      {t("enrollNote")}
    </Text>
  );
}
