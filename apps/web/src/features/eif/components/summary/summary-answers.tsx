/**
 * The EIF's answers as a readable page: each step, then each of its sub-steps that applies, with its questions and
 * answers (worded as the review step words them) or how many entries its list has. Read only; the inside signer's
 * summary and an outside signer's both show it.
 */
import { Card, Stack, Table, Text, Title } from "@mantine/core";
import { ANSWER_FIELD_SUB_STEP, EIF_ANSWER_FIELDS } from "@onboard/domain/eif/eif-answers";
import type { EifDraftResponse, EifOutline } from "@onboard/domain/eif/eif-draft-schemas";
import { type EifSnapshot, subStepIssues } from "@onboard/domain/eif/sub-step-issues";
import { useTranslation } from "react-i18next";
import { type EifPlace, eifPlaces } from "../../hooks/eif-places";
import { HIDDEN_IN_REVIEW, reviewValue } from "../forms/review-values";
import { usePlaceTitle } from "../use-place-title";

const BILLING_FIELDS = [
  "billingAdministrationType",
  "billingStructureType",
  "billPayrollCycles",
  "advanceOrArrears",
  "benAdminPlatformId",
] as const;

type CountKey = keyof EifDraftResponse["counts"] | "locations";
/** What a list sub-step shows besides answers: how many entries the client has. */
const COUNTS: Partial<Record<string, CountKey>> = {
  locations: "locations",
  subsidiaries: "subsidiaries",
  "plan-administrators": "contacts",
  "monthly-claims-report": "monthlyClaimsReportMailingLocations",
  "employee-classes": "employeeClasses",
};

export interface SummaryAnswersProps {
  draft: EifDraftResponse;
  /** A benefits administration platform's name by id (the id itself while the names load). */
  platformName: (id: string) => string;
}

export function SummaryAnswers({ draft, platformName }: SummaryAnswersProps) {
  const { t } = useTranslation("eif");
  const outline = draft.outline as EifOutline;
  const places = eifPlaces(outline, draft.policies).filter((place) => place.subStepId !== "review");
  return (
    <Stack gap="xl">
      {outline
        .filter((step) => step.stepId !== "review-&-submit")
        .map((step) => (
          <Stack key={step.stepId} gap="sm" component="section" aria-labelledby={`summary-${step.stepId}`}>
            <Title order={2} id={`summary-${step.stepId}`}>
              {t(`steps.${step.stepId}`)}
            </Title>
            {places
              .filter((place) => place.stepId === step.stepId)
              .map((place) => (
                <SummaryPlace
                  key={`${place.subStepId}:${place.policyId ?? ""}`}
                  place={place}
                  draft={draft}
                  platformName={platformName}
                />
              ))}
          </Stack>
        ))}
    </Stack>
  );
}

function SummaryPlace({ place, draft, platformName }: { place: EifPlace } & SummaryAnswersProps) {
  const { t, i18n } = useTranslation("eif");
  const placeTitle = usePlaceTitle(draft.policies);
  const snapshot = draft as unknown as EifSnapshot;
  const answers = draft.answers as Record<string, unknown>;
  const missing = new Set(subStepIssues(place.subStepId, snapshot).map((issue) => issue.field));
  const policy = draft.policies.find((p) => p.id === place.policyId) as Record<string, unknown> | undefined;
  const rows: { field: string; value: unknown }[] = policy
    ? BILLING_FIELDS.map((field) => ({ field, value: policy[field] }))
    : EIF_ANSWER_FIELDS.filter(
        (field) =>
          ANSWER_FIELD_SUB_STEP[field] === place.subStepId &&
          !HIDDEN_IN_REVIEW.has(field) &&
          (answers[field] !== null || missing.has(field)),
      ).map((field) => ({ field, value: answers[field] }));
  const countKey = COUNTS[place.subStepId];
  const count = countKey === "locations" ? draft.locations.length : countKey ? draft.counts[countKey] : null;
  const context = { t, language: i18n.language, snapshot, units: answers, platformName };
  return (
    <Card withBorder>
      <Title order={3} size="h4">
        {placeTitle(place)}
      </Title>
      {count !== null && count !== undefined && (
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
    </Card>
  );
}
