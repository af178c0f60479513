/**
 * /benefits-explorer/:explorerPageId (and /:explorerPageId on the explorer host): the employer's benefits site.
 * Maintenance and not-started sites show their state page; an unknown page shows not-found (through the layout's
 * error boundary); otherwise the heading, the plans and, with ?compare=, the comparison of the chosen plans.
 * The staff preview (route benefitsExplorerInternal) shows the plans whatever the state, under a notice of the state.
 */
import { Container, Stack } from "@mantine/core";
import type { Language } from "@onboard/domain/common/environments";
import type { ExplorerPageResponse } from "@onboard/domain/explorer/explorer-page-schemas";
import { lazy, Suspense } from "react";
import { useLocation, useSearchParams } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { useLanguage } from "../../../lib/use-language";
import { PageHeading } from "../components/page-heading";
import { ClosedSitePage, ExpiredNotice, PreviewClosedNotice } from "../components/page-state-notice";
import { PlanList } from "../components/plan-list";
import { useExplorerPage } from "../hooks/use-explorer-page";
import { useExplorerPageTitle } from "../hooks/use-explorer-page-title";
import { COMPARE_PARAM, parseCompareParam } from "../hooks/use-explorer-paths";

const CompareView = lazy(() =>
  import("../components/compare/compare-view").then((module) => ({ default: module.CompareView })),
);

export function ExplorerPageRoute() {
  const { page, isPreview } = useExplorerPage();
  const language = useLanguage();
  const isClosed = page.state === "maintenance" || page.state === "notStarted";
  if (isClosed && !isPreview) return <ClosedSitePage page={page} language={language} />;
  return <OpenSitePage page={page} language={language} isClosed={isClosed} />;
}

function OpenSitePage({
  page,
  language,
  isClosed,
}: {
  page: ExplorerPageResponse;
  language: Language;
  isClosed: boolean;
}) {
  useExplorerPageTitle(page, page.name);
  const [searchParams] = useSearchParams();
  // Each navigation (a kiosk's "Start over" included) starts the plan list afresh: no plans left picked to compare.
  const { key: visitKey } = useLocation();
  const compareIds = parseCompareParam(searchParams.get(COMPARE_PARAM));
  return (
    <Container size="lg" py="xl" px={{ base: "sm", sm: "md" }}>
      <Stack gap="xl">
        <PageHeading page={page} language={language} />
        {page.state === "expired" && <ExpiredNotice page={page} language={language} />}
        {isClosed && <PreviewClosedNotice page={page} language={language} />}
        {compareIds.length > 0 ? (
          // The comparison has its own heading and its way back to the plans.
          <Suspense fallback={<PageLoader />}>
            <CompareView page={page} planIds={compareIds} />
          </Suspense>
        ) : (
          <PlanList key={visitKey} page={page} language={language} />
        )}
      </Stack>
    </Container>
  );
}
