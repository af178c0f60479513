/**
 * Company information › Current policies: the client's policies with their coverages (read only), the questions
 * that decide later sub-steps, and the enrollment dates; a range over 30 days is flagged, not refused (spec §5).
 */
import { Alert, Stack, Table, Text } from "@mantine/core";
import { dateRangeExceeds30Days } from "@onboard/domain/validation/date-range";
import { VALIDATION_MESSAGES } from "@onboard/domain/validation/messages";
import { useTranslation } from "react-i18next";
import { formatDay } from "../../../../lib/format-date-time";
import { useEifForm } from "../../hooks/eif-form-context";
import { useEifMessage } from "../../hooks/use-eif-message";
import { YesNoField } from "../fields/answer-choice-fields";
import { AnswerTextField } from "../fields/answer-text-field";

export function CurrentPoliciesForm() {
  const { t, i18n } = useTranslation("eif");
  const { translate } = useEifMessage();
  const { snapshot } = useEifForm();
  const { answers, policies } = snapshot;
  const hasCoverage = (...coverages: string[]) =>
    policies.some((policy) => policy.coverages.some((coverage) => coverages.includes(coverage)));
  const hasLife = hasCoverage("BASIC_LIFE", "VOLUNTARY_LIFE");
  const start = answers.enrollmentStartDate;
  const end = answers.enrollmentEndDate;
  const isLongRange = typeof start === "string" && typeof end === "string" && dateRangeExceeds30Days(start, end);

  return (
    <Stack gap="lg">
      {policies.length === 0 ? (
        <Text>{t("policies.none")}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped withTableBorder>
            <Table.Caption>{t("policies.caption")}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("policies.number")}</Table.Th>
                <Table.Th scope="col">{t("policies.coverages")}</Table.Th>
                <Table.Th scope="col">{t("policies.situs")}</Table.Th>
                <Table.Th scope="col">{t("policies.effective")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {policies.map((policy) => (
                <Table.Tr key={policy.id}>
                  <Table.Th scope="row">
                    {policy.policyNumber}
                    {policy.primaryPolicy && ` (${t("policies.primary")})`}
                  </Table.Th>
                  <Table.Td>{policy.coverages.map((c) => t(`options.coverage.${c}`)).join(", ")}</Table.Td>
                  <Table.Td>{policy.situs ?? "—"}</Table.Td>
                  <Table.Td>{policy.policyEffective ? formatDay(policy.policyEffective, i18n.language) : "—"}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <YesNoField answerKey="isEapOnlyBlended" label={t("fields.isEapOnlyBlended")} required />
      <YesNoField answerKey="hasEmployeesInMultipleStates" label={t("fields.hasEmployeesInMultipleStates")} required />
      {hasCoverage("VOLUNTARY_LIFE") && (
        <YesNoField answerKey="voluntaryLifeIncludesSpouse" label={t("fields.voluntaryLifeIncludesSpouse")} required />
      )}
      {hasLife && <YesNoField answerKey="dependentLifeIncluded" label={t("fields.dependentLifeIncluded")} required />}
      {hasLife && answers.dependentLifeIncluded === true && (
        <YesNoField answerKey="dependentLifeHasChanges" label={t("fields.dependentLifeHasChanges")} required />
      )}
      <AnswerTextField answerKey="enrollmentStartDate" label={t("fields.enrollmentStartDate")} kind="date" />
      <AnswerTextField answerKey="enrollmentEndDate" label={t("fields.enrollmentEndDate")} kind="date" />
      {isLongRange && (
        <Alert color="yellow" role="status">
          {translate(VALIDATION_MESSAGES.dateRangeOver30Days)}
        </Alert>
      )}
    </Stack>
  );
}
