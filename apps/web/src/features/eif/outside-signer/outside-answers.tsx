/**
 * The outside signer's read-only view of the answers: every step, each applicable sub-step with its answers (as the
 * inside review shows them, review-values.ts) or its count of entries. No edit links: the signer has no account.
 */
import { Card, Stack, Table, Text, Title } from "@mantine/core";
import { ANSWER_FIELD_SUB_STEP, EIF_ANSWER_FIELDS } from "@onboard/domain/eif/eif-answers";
import type { EifDraftResponse, EifOutline } from "@onboard/domain/eif/eif-draft-schemas";
import { useTranslation } from "react-i18next";
import { HIDDEN_IN_REVIEW, reviewValue } from "../components/forms/review-values";
import { usePlaceTitle } from "../components/use-place-title";
import { mergedSnapshot } from "../hooks/eif-form-context";
import { type EifPlace, eifPlaces } from "../hooks/eif-places";

const BILLING_FIELDS = [
  "billingAdministrationType",
  "billingStructureType",
  "billPayrollCycles",
  "advanceOrArrears",
  "benAdminPlatformId",
] as const;

const COUNTS: Partial<Record<string, keyof EifDraftResponse["counts"] | "locations">> = {
  locations: "locations",
  subsidiaries: "subsidiaries",
  "plan-administrators": "contacts",
  "billing-preferences": "bills",
  "monthly-claims-report": "monthlyClaimsReportMailingLocations",
  "employee-classes": "employeeClasses",
};

export function OutsideAnswers({
  draft,
  platforms,
}: {
  draft: EifDraftResponse;
  platforms: readonly { id: string; name: string }[];
}) {
  const { t } = useTranslation("eif");
  const outline = draft.outline as EifOutline;
  const places = eifPlaces(outline, draft.policies).filter((place) => place.subStepId !== "review");
  return (
    <Stack gap="lg">
      {outline
        .filter((step) => step.stepId !== "review-&-submit")
        .map((step) => (
          <Stack key={step.stepId} gap="sm">
            <Title order={2}>{t(`steps.${step.stepId}`)}</Title>
            {places
              .filter((place) => place.stepId === step.stepId)
              .map((place) => (
                <AnswerCard
                  key={`${place.subStepId}:${place.policyId ?? ""}`}
                  place={place}
                  draft={draft}
                  platforms={platforms}
                />
              ))}
          </Stack>
        ))}
    </Stack>
  );
}

function AnswerCard({
  place,
  draft,
  platforms,
}: {
  place: EifPlace;
  draft: EifDraftResponse;
  platforms: readonly { id: string; name: string }[];
}) {
  const { t, i18n } = useTranslation("eif");
  const placeTitle = usePlaceTitle(draft.policies);
  const snapshot = mergedSnapshot(draft, {});
  const answers = draft.answers as Record<string, unknown>;
  const policy = draft.policies.find((p) => p.id === place.policyId) as Record<string, unknown> | undefined;
  const rows = policy
    ? BILLING_FIELDS.map((field) => ({ field, value: policy[field] }))
    : EIF_ANSWER_FIELDS.filter(
        (field) => ANSWER_FIELD_SUB_STEP[field] === place.subStepId && !HIDDEN_IN_REVIEW.has(field),
      ).map((field) => ({ field, value: answers[field] }));
  const countKey = COUNTS[place.subStepId];
  const count = countKey === "locations" ? draft.locations.length : countKey ? draft.counts[countKey] : null;
  const context = {
    t,
    language: i18n.language,
    snapshot,
    units: answers,
    platformName: (id: string) => platforms.find((platform) => platform.id === id)?.name ?? id,
  };
  return (
    <Card withBorder>
      <Title order={3}>{placeTitle(place)}</Title>
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
