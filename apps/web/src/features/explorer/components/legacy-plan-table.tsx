/**
 * The legacy dental or vision table (page.showLegacyDentalPlanTable / showLegacyVisionPlanTable): the group's plans
 * side by side, rows = fields, columns = plans. It scrolls inside its own focusable region, so that a phone's page never
 * scrolls sideways.
 */
import { Table } from "@mantine/core";
import type { Language } from "@onboard/domain/common/environments";
import type { UsState } from "@onboard/domain/common/us-states";
import type { ExplorerPlan } from "@onboard/domain/explorer/explorer-page-schemas";
import { planTitle } from "@onboard/domain/explorer/plan-titles";
import { useTranslation } from "react-i18next";
import { type LegacyTableBenefitType, tableRows } from "./plan-values";

export interface LegacyPlanTableProps {
  benefitType: LegacyTableBenefitType;
  benefitName: string;
  plans: readonly ExplorerPlan[];
  employerState: UsState | null;
  language: Language;
}

export function LegacyPlanTable({ benefitType, benefitName, plans, employerState, language }: LegacyPlanTableProps) {
  const { t } = useTranslation("explorer");
  const rows = tableRows(benefitType, plans);
  if (plans.length === 0 || rows.length === 0) return null;
  const caption = t("legacyTable.caption", { benefit: benefitName });
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it.
    <section aria-label={caption} tabIndex={0} style={{ overflowX: "auto", maxWidth: "100%", position: "relative" }}>
      <Table
        captionSide="top"
        withTableBorder
        withColumnBorders
        striped
        miw={plans.length > 1 ? 160 + plans.length * 140 : undefined}
      >
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("legacyTable.field")}</Table.Th>
            {plans.map((plan) => (
              <Table.Th key={plan.id} scope="col">
                {planTitle(plan, { employerState, language })}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={400}>
                {t(`values.${row.key}`)}
              </Table.Th>
              {row.values.map((value, index) => (
                <Table.Td key={plans[index]?.id ?? index}>{value ?? t("legacyTable.notCovered")}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
