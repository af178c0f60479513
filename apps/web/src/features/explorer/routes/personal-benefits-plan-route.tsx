/**
 * The personal benefits plan (route personalBenefitsPlan): the visitor's saved plans, grouped by benefit type in the
 * page's order, each with its summary and a Remove button; printable and sent by e-mail on request. An expired site
 * hides it (spec §2), so the route then goes back to the page, which explains the site's state. A kiosk does not
 * offer the e-mail (publicSiteFeatures): the next visitor of the shared screen could send the plan anywhere.
 */
import { Anchor, Button, Container, Group, Paper, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import type { ExplorerPageResponse, ExplorerPlan } from "@onboard/domain/explorer/explorer-page-schemas";
import { benefitTypeName, planTypeName } from "@onboard/domain/explorer/plan-titles";
import { publicSiteFeatures } from "@onboard/domain/explorer/public-site-features";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate } from "react-router";
import { usePageTitle } from "../../../lib/configuration/use-page-title";
import { useLanguage } from "../../../lib/use-language";
import { displayTitles, fullTitle } from "../components/compare/plan-display-titles";
import { DocumentLink } from "../components/document-link";
import { useExplorerPage } from "../hooks/use-explorer-page";
import { type ExplorerPaths, useExplorerPaths } from "../hooks/use-explorer-paths";
import { useFavourites } from "../hooks/use-favourites";

const EmailPlanDialog = lazy(() =>
  import("../components/email-plan-dialog/email-plan-dialog").then((module) => ({ default: module.EmailPlanDialog })),
);

export function PersonalBenefitsPlanRoute() {
  const { page } = useExplorerPage();
  const paths = useExplorerPaths();
  if (!page.isPersonalPlanLinkShown) return <Navigate to={paths.pagePath} state={paths.linkState} replace />;
  return <PersonalPlan page={page} paths={paths} />;
}

function PersonalPlan({ page, paths }: { page: ExplorerPageResponse; paths: ExplorerPaths }) {
  const { t } = useTranslation("explorerForms");
  const language = useLanguage();
  usePageTitle(t("personalPlan.title"));
  const favourites = useFavourites(page);
  const { emailMyPlan } = publicSiteFeatures(page);
  const [isEmailOpen, setIsEmailOpen] = useState(false);
  const [wasEmailOpened, setWasEmailOpened] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterRemove = useRef<number | null>(null);

  const context = { employerState: page.employerState, language };
  const groups = page.benefits
    .map((group) => ({
      benefitType: group.benefitType,
      plans: favourites.plans.filter((p) => p.benefitType === group.benefitType),
    }))
    .filter((group) => group.plans.length > 0);
  const ordered = groups.flatMap((group) => group.plans);
  const titles = displayTitles(ordered, context);
  const titleOf = (plan: ExplorerPlan) => titles.get(plan.id) ?? { title: plan.planName, detail: null };

  useEffect(() => {
    // After a removal, keyboard users land on the next Remove button (or the heading when none is left).
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const next = ordered[Math.min(index, ordered.length - 1)];
    const button = next ? removeButtons.current.get(next.id) : undefined;
    (button ?? headingRef.current)?.focus();
  });

  const remove = (plan: ExplorerPlan) => {
    focusAfterRemove.current = ordered.findIndex((p) => p.id === plan.id);
    favourites.toggle(plan.id);
    setAnnouncement(t("personalPlan.removed", { plan: fullTitle(titleOf(plan)) }));
  };

  const backLink = (
    <Anchor component={Link} to={paths.pagePath} state={paths.linkState} data-print="hide">
      {t("personalPlan.backToPlans")}
    </Anchor>
  );

  return (
    // The same frame as the plans page, so moving between the two does not shift the content.
    <Container size="lg" py="xl" px={{ base: "sm", sm: "md" }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} ref={headingRef} tabIndex={-1}>
            {t("personalPlan.title")}
          </Title>
          <Text c="dimmed">
            {page.planYear
              ? t("personalPlan.subtitleWithYear", { employer: page.clientName, year: page.planYear })
              : page.clientName}
          </Text>
        </Stack>
        <VisuallyHidden role="status">{announcement}</VisuallyHidden>
        {ordered.length === 0 ? (
          <Stack gap="sm" align="flex-start">
            <Text>{t("personalPlan.empty")}</Text>
            <Anchor component={Link} to={paths.pagePath} state={paths.linkState}>
              {t("personalPlan.browsePlans")}
            </Anchor>
          </Stack>
        ) : (
          <>
            <Group gap="sm" data-print="hide">
              <Button onClick={() => window.print()} variant="default">
                {t("actions.print")}
              </Button>
              {emailMyPlan && (
                <Button
                  onClick={() => {
                    setWasEmailOpened(true);
                    setIsEmailOpen(true);
                  }}
                  aria-haspopup="dialog"
                >
                  {t("personalPlan.emailMyPlan")}
                </Button>
              )}
            </Group>
            {groups.map((group) => (
              <Stack
                key={group.benefitType}
                gap="sm"
                component="section"
                aria-labelledby={`plan-group-${group.benefitType}`}
              >
                <Title order={2} id={`plan-group-${group.benefitType}`}>
                  {benefitTypeName(group.benefitType, page.employerState, language)}
                </Title>
                <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
                  {group.plans.map((plan) => {
                    const { title, detail } = titleOf(plan);
                    const name = fullTitle({ title, detail });
                    return (
                      <Paper key={plan.id} component="li" withBorder p="md" radius="md">
                        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                          <Stack gap={4} style={{ minWidth: 0, flex: "1 1 12rem" }}>
                            <Title order={3} fz="md">
                              {title}
                              {detail && (
                                <Text span display="block" fw={400} size="sm">
                                  {detail}
                                </Text>
                              )}
                            </Title>
                            <Text size="sm" c="dimmed">
                              {planTypeName(plan.planType, language)}
                            </Text>
                            <DocumentLink
                              english={plan.planSummaryDocument}
                              spanish={plan.spanishPlanSummaryDocument}
                              language={language}
                              label={t("planSummary.link")}
                              context={name}
                            />
                          </Stack>
                          <Button
                            variant="outline"
                            color="red.8"
                            size="sm"
                            onClick={() => remove(plan)}
                            aria-label={t("personalPlan.removeLabel", { plan: name })}
                            ref={(button) => {
                              if (button) removeButtons.current.set(plan.id, button);
                              else removeButtons.current.delete(plan.id);
                            }}
                          >
                            {t("personalPlan.remove")}
                          </Button>
                        </Group>
                      </Paper>
                    );
                  })}
                </Stack>
              </Stack>
            ))}
          </>
        )}
        {ordered.length > 0 && backLink}
        {emailMyPlan && wasEmailOpened && (
          <Suspense fallback={null}>
            <EmailPlanDialog
              opened={isEmailOpen}
              onClose={() => setIsEmailOpen(false)}
              page={page}
              planIds={favourites.ids}
            />
          </Suspense>
        )}
      </Stack>
    </Container>
  );
}
