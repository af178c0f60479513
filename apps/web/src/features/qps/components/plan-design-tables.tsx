/** "Plan design": what a push sends, as three tables (policies, plans, classes with the plans each offers, by name). */
import { Stack, Table, Text, Title } from "@mantine/core";
import { formatCurrency } from "@onboard/domain/common/number-formats";
import type { PlanDesignInfo } from "@onboard/domain/qps/qps-api";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { formatDay, localeOf } from "../../../lib/format-date-time";
import { useLanguage } from "../../../lib/use-language";

type PlanDesign = PlanDesignInfo["planDesign"];

function DesignTable({ title, columns, children }: { title: string; columns: string[]; children: ReactNode }) {
  const titleId = useId();
  return (
    <div>
      <Title order={3} size="h5" id={titleId} mb={4}>
        {title}
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table aria-labelledby={titleId} striped>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column} scope="col">
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}

export function PlanDesignTables({ planDesign }: { planDesign: PlanDesign }) {
  // Coverages and employment types are worded as the EIF words them.
  const { t } = useTranslation(["qps", "eif"]);
  const none = t("none");
  const coverage = (code: string) => t(`eif:options.coverage.${code}`, { defaultValue: code });
  const list = (codes: readonly string[], word: (code: string) => string) =>
    codes.length > 0 ? codes.map(word).join(", ") : none;
  const employmentType = (code: string) => t(`eif:options.employmentType.${code}`, { defaultValue: code });
  const locale = localeOf(useLanguage());
  const planName = new Map(planDesign.plans.map((plan) => [plan.planKey, plan.name ?? plan.benefitType]));
  return (
    <Stack gap="md">
      {planDesign.policies.length === 0 ? (
        <Text c="dimmed">{t("planDesign.noPolicies")}</Text>
      ) : (
        <DesignTable
          title={t("planDesign.policies")}
          columns={[
            t("planDesign.columns.policyNumber"),
            t("planDesign.columns.effectiveDate"),
            t("planDesign.columns.situsState"),
            t("planDesign.columns.coverages"),
          ]}
        >
          {planDesign.policies.map((policy) => (
            <Table.Tr key={policy.policyNumber}>
              <Table.Th scope="row" fw={500}>
                {policy.policyNumber}
              </Table.Th>
              <Table.Td>{policy.effectiveDate ? formatDay(policy.effectiveDate, locale) : none}</Table.Td>
              <Table.Td>{policy.situsState ?? none}</Table.Td>
              <Table.Td>{list(policy.coverages, coverage)}</Table.Td>
            </Table.Tr>
          ))}
        </DesignTable>
      )}
      {planDesign.plans.length > 0 && (
        <DesignTable
          title={t("planDesign.plans")}
          columns={[
            t("planDesign.columns.plan"),
            t("planDesign.columns.policyNumber"),
            t("planDesign.columns.benefitType"),
            t("planDesign.columns.maximumBenefit"),
          ]}
        >
          {planDesign.plans.map((plan) => (
            <Table.Tr key={plan.planKey}>
              <Table.Th scope="row" fw={500}>
                {plan.name ?? coverage(plan.benefitType)}
              </Table.Th>
              <Table.Td>{plan.policyNumber}</Table.Td>
              <Table.Td>{coverage(plan.benefitType)}</Table.Td>
              <Table.Td>
                {plan.maximumBenefitAmount === null ? none : formatCurrency(plan.maximumBenefitAmount)}
              </Table.Td>
            </Table.Tr>
          ))}
        </DesignTable>
      )}
      {planDesign.classes.length > 0 && (
        <DesignTable
          title={t("planDesign.classes")}
          columns={[
            t("planDesign.columns.className"),
            t("planDesign.columns.employmentTypes"),
            t("planDesign.columns.minimumHours"),
            t("planDesign.columns.plans"),
          ]}
        >
          {planDesign.classes.map((employeeClass) => (
            <Table.Tr key={employeeClass.classKey}>
              <Table.Th scope="row" fw={500}>
                {employeeClass.name}
              </Table.Th>
              <Table.Td>{list(employeeClass.employmentTypes, employmentType)}</Table.Td>
              <Table.Td>{employeeClass.minimumHoursPerWeek ?? none}</Table.Td>
              <Table.Td>
                {employeeClass.planKeys.length > 0
                  ? employeeClass.planKeys.map((key) => planName.get(key) ?? key).join(", ")
                  : none}
              </Table.Td>
            </Table.Tr>
          ))}
        </DesignTable>
      )}
    </Stack>
  );
}
