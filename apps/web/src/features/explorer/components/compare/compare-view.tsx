/**
 * The plan comparison (?compare=id1,id2[,...]): two or more plans of one benefit type side by side in a real table,
 * plans as columns. On a phone the table scrolls inside its own labelled region with the row labels pinned, so the
 * page itself never scrolls sideways; printing shows the whole table.
 */
import { Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import type { ExplorerPageResponse, ExplorerPlan } from "@onboard/domain/explorer/explorer-page-schemas";
import { benefitTypeName, planFeatureLabels, planTypeName, priceTier } from "@onboard/domain/explorer/plan-titles";
import { useEffect, useId, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLanguage } from "../../../../lib/use-language";
import { useExplorerPaths } from "../../hooks/use-explorer-paths";
import { DocumentLink } from "../document-link";
import { CompareCell, hasValue } from "./compare-cell";
import { type CompareRow, commonRows, comparisonRows } from "./compare-rows";
import classes from "./compare-view.module.css";
import { displayTitles, fullTitle } from "./plan-display-titles";

export interface CompareViewProps {
  page: ExplorerPageResponse;
  planIds: string[];
}

/** The plans to compare: those on the page that may be compared, all of the first one's benefit type. */
export function plansToCompare(page: ExplorerPageResponse, planIds: readonly string[]): ExplorerPlan[] {
  const byId = new Map(page.benefits.flatMap((group) => group.plans).map((plan) => [plan.id, plan] as const));
  const found = [...new Set(planIds)].flatMap((id) => byId.get(id) ?? []).filter((plan) => plan.isComparable);
  const benefitType = found[0]?.benefitType;
  return found.filter((plan) => plan.benefitType === benefitType);
}

export function CompareView({ page, planIds }: CompareViewProps) {
  const { t } = useTranslation("explorerForms");
  const language = useLanguage();
  const { pagePath, linkState } = useExplorerPaths();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const captionId = useId();
  const plans = useMemo(() => plansToCompare(page, planIds), [page, planIds]);
  const benefitType = plans[0]?.benefitType;

  useEffect(() => {
    // The list of plans was replaced by the comparison: tell screen-reader users where they are now.
    headingRef.current?.focus();
  }, []);

  const rows = useMemo(() => {
    if (!benefitType) return [];
    const features = (plan: ExplorerPlan) => {
      const tier = priceTier(plan);
      return [...(tier ? [t("compare.priceTier", { tier })] : []), ...planFeatureLabels(plan, language)];
    };
    const all: CompareRow[] = [
      ...commonRows((plan) => planTypeName(plan.planType, language), features),
      ...comparisonRows(benefitType),
    ];
    return all.filter((row) => plans.some((plan) => hasValue(row.value(plan))));
  }, [benefitType, plans, language, t]);

  const backLink = (
    <Anchor component={Link} to={pagePath} state={linkState} data-print="hide">
      {t("compare.backToPlans")}
    </Anchor>
  );

  if (!benefitType || plans.length < 2) {
    return (
      <Stack gap="md">
        <Title order={2} ref={headingRef} tabIndex={-1}>
          {t("compare.title")}
        </Title>
        <Text>{t("compare.notEnoughPlans")}</Text>
        {backLink}
      </Stack>
    );
  }

  const typeName = benefitTypeName(benefitType, page.employerState, language);
  const titles = displayTitles(plans, { employerState: page.employerState, language });
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={2} ref={headingRef} tabIndex={-1}>
          {t("compare.titleFor", { benefit: typeName })}
        </Title>
        <Group gap="sm" data-print="hide">
          {backLink}
          <Button variant="default" onClick={() => window.print()}>
            {t("actions.print")}
          </Button>
        </Group>
      </Group>
      <Text className={classes.hint}>{t("compare.scrollHint")}</Text>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable to scroll by keyboard */}
      <section aria-labelledby={captionId} tabIndex={0} className={classes.scroller}>
        <table className={classes.table}>
          <caption id={captionId}>{t("compare.caption", { count: plans.length, benefit: typeName })}</caption>
          <thead>
            <tr>
              <th scope="col" className={classes.rowHeader}>
                {t("compare.planColumn")}
              </th>
              {plans.map((plan) => {
                const title = titles.get(plan.id) ?? { title: plan.planName, detail: null };
                return (
                  <th key={plan.id} scope="col">
                    {title.title}
                    {title.detail && <span className={classes.network}>{title.detail}</span>}
                    <div data-print="hide">
                      <DocumentLink
                        english={plan.planSummaryDocument}
                        spanish={plan.spanishPlanSummaryDocument}
                        language={language}
                        label={t("planSummary.link")}
                        context={fullTitle(title)}
                      />
                    </div>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row" className={classes.rowHeader}>
                  {t(`compare.rows.${row.labelKey}`)}
                  {row.network && <span className={classes.network}>{t(`compare.network.${row.network}`)}</span>}
                </th>
                {plans.map((plan) => (
                  <td key={plan.id}>
                    <CompareCell value={row.value(plan)} language={language} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Stack>
  );
}
