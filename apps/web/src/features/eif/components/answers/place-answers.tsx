/**
 * One EIF place's answers, read only, as the review, the summary and the outside signer's page show them: a policy
 * place's billing fields, else its sub-step's answer fields (those answered or missing), worded by review-values.ts;
 * and for a list sub-step how many entries the client has. Each page gives the card, title and links around it.
 */
import { Table, Text } from "@mantine/core";
import { ANSWER_FIELD_SUB_STEP, EIF_ANSWER_FIELDS } from "@onboard/domain/eif/eif-answers";
import { type EifSnapshot, subStepIssues } from "@onboard/domain/eif/sub-step-issues";
import { useTranslation } from "react-i18next";
import type { EifPlace } from "../../hooks/eif-places";
import { HIDDEN_IN_REVIEW, reviewValue } from "../forms/review-values";

const BILLING_FIELDS = [
  "billingAdministrationType",
  "billingStructureType",
  "billPayrollCycles",
  "advanceOrArrears",
  "benAdminPlatformId",
] as const;

/** What a list sub-step shows besides answers: how many entries the client has. */
const COUNTS: Partial<Record<string, keyof EifSnapshot["counts"] | "locations">> = {
  locations: "locations",
  subsidiaries: "subsidiaries",
  "plan-administrators": "contacts",
  "billing-preferences": "bills",
  "monthly-claims-report": "monthlyClaimsReportMailingLocations",
  "employee-classes": "employeeClasses",
};

export interface PlaceAnswerRows {
  rows: { field: string; value: unknown }[];
  /** The count line's number, for a list sub-step. */
  count: number | null;
}

/** Which answers a place shows, and its count of entries. */
export function placeAnswerRows(place: EifPlace, snapshot: EifSnapshot): PlaceAnswerRows {
  const answers = snapshot.answers as Record<string, unknown>;
  const policy = snapshot.policies.find((p) => p.id === place.policyId) as Record<string, unknown> | undefined;
  const missing = new Set(subStepIssues(place.subStepId, snapshot).map((issue) => issue.field));
  const rows = policy
    ? BILLING_FIELDS.map((field) => ({ field, value: policy[field] }))
    : EIF_ANSWER_FIELDS.filter(
        (field) =>
          ANSWER_FIELD_SUB_STEP[field] === place.subStepId &&
          !HIDDEN_IN_REVIEW.has(field) &&
          (answers[field] !== null || missing.has(field)),
      ).map((field) => ({ field, value: answers[field] }));
  const countKey = COUNTS[place.subStepId];
  const count = countKey === "locations" ? snapshot.locations.length : countKey ? snapshot.counts[countKey] : null;
  return { rows, count: count ?? null };
}

/** A benefits administration platform's name by id, from a list of them (the id itself while the list loads). */
export function platformNameIn(platforms: readonly { id: string; name: string }[] | undefined) {
  return (id: string): string => platforms?.find((platform) => platform.id === id)?.name ?? id;
}

export interface PlaceAnswersProps {
  place: EifPlace;
  snapshot: EifSnapshot;
  platformName: (id: string) => string;
}

/** The place's count line and its table of questions and answers. */
export function PlaceAnswers({ place, snapshot, platformName }: PlaceAnswersProps) {
  const { t, i18n } = useTranslation("eif");
  const { rows, count } = placeAnswerRows(place, snapshot);
  const context = { t, language: i18n.language, snapshot, units: snapshot.answers, platformName };
  return (
    <>
      {count !== null && (
        <Text size="sm" mt="xs">
          {t(`review.counts.${place.subStepId}`, { count })}
        </Text>
      )}
      {rows.length > 0 && (
        <Table mt="xs" variant="vertical" layout="fixed">
          <Table.Tbody>
            {rows.map(({ field, value }) => (
              <Table.Tr key={field}>
                <Table.Th w="50%">{t(`fields.${field}`)}</Table.Th>
                <Table.Td>{reviewValue(field, value, context)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
