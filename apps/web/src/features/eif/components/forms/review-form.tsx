/**
 * Review & submit › Review: every step's answers, read only, each sub-step with whether it is complete and an Edit
 * link; then the signature (sign-section.tsx).
 */
import { Anchor, Badge, Card, Group, Stack, Table, Text, Title } from "@mantine/core";
import { ANSWER_FIELD_SUB_STEP, EIF_ANSWER_FIELDS } from "@onboard/domain/eif/eif-answers";
import type { EifOutline } from "@onboard/domain/eif/eif-draft-schemas";
import { subStepIssues } from "@onboard/domain/eif/sub-step-issues";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../../../../lib/use-language";
import { useBenAdminPlatforms } from "../../api/get-ben-admin-platforms";
import { useEifForm } from "../../hooks/eif-form-context";
import { type EifPlace, eifPlaces, placeRoute } from "../../hooks/eif-places";
import { ChangesPanel } from "../changes/changes-panel";
import { usePlaceTitle } from "../use-place-title";
import { OutsideSignerPanel } from "./outside-signer-panel";
import { HIDDEN_IN_REVIEW, reviewValue } from "./review-values";
import { SignSection } from "./sign-section";

const BILLING_FIELDS = [
  "billingAdministrationType",
  "billingStructureType",
  "billPayrollCycles",
  "advanceOrArrears",
  "benAdminPlatformId",
] as const;

/** What a list sub-step shows instead of answers: how many entries the client has. */
const COUNTS: Partial<Record<string, keyof ReturnType<typeof useEifForm>["draft"]["counts"] | "locations">> = {
  locations: "locations",
  subsidiaries: "subsidiaries",
  "plan-administrators": "contacts",
  "billing-preferences": "bills",
  "monthly-claims-report": "monthlyClaimsReportMailingLocations",
  "employee-classes": "employeeClasses",
};

export function ReviewForm() {
  const { t } = useTranslation("eif");
  const { clientId, draft } = useEifForm();
  const localizedPath = useLocalizedPath();
  const outline = draft.outline as EifOutline;
  const places = eifPlaces(outline, draft.policies).filter((place) => place.subStepId !== "review");
  return (
    <Stack gap="xl">
      <Text>{t("review.intro")}</Text>
      <Anchor component={Link} to={localizedPath("eifSummary", { clientId })}>
        {t("summary.open")}
      </Anchor>
      {outline
        .filter((step) => step.stepId !== "review-&-submit")
        .map((step) => (
          <Stack key={step.stepId} gap="sm">
            <Group gap="sm">
              <Title order={3}>{t(`steps.${step.stepId}`)}</Title>
              <Badge color={step.complete ? "green" : "gray"} variant="light">
                {step.complete ? t("stepList.complete") : t("stepList.notComplete")}
              </Badge>
            </Group>
            {places
              .filter((place) => place.stepId === step.stepId)
              .map((place) => (
                <ReviewPlace
                  key={`${place.subStepId}:${place.policyId ?? ""}`}
                  place={place}
                  isComplete={step.subSteps.find((s) => s.subStepId === place.subStepId)?.complete ?? false}
                />
              ))}
          </Stack>
        ))}
      <OutsideSignerPanel />
      <ChangesPanel />
      <SignSection />
    </Stack>
  );
}

function ReviewPlace({ place, isComplete }: { place: EifPlace; isComplete: boolean }) {
  const { t, i18n } = useTranslation("eif");
  const localizedPath = useLocalizedPath();
  const { clientId, draft, snapshot } = useEifForm();
  const platforms = useBenAdminPlatforms();
  const placeTitle = usePlaceTitle(draft.policies);
  const route = placeRoute(clientId, place);
  const title = placeTitle(place);
  const missing = new Set(subStepIssues(place.subStepId, snapshot).map((issue) => issue.field));
  const answers = snapshot.answers as Record<string, unknown>;
  const policy = snapshot.policies.find((p) => p.id === place.policyId) as Record<string, unknown> | undefined;
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
  const context = {
    t,
    language: i18n.language,
    snapshot,
    units: answers,
    platformName: (id: string) => platforms.data?.find((platform) => platform.id === id)?.name ?? id,
  };

  return (
    <Card withBorder>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Title order={4}>{title}</Title>
          <Badge color={isComplete ? "green" : "orange"} variant="light" size="sm">
            {isComplete ? t("stepList.complete") : t("stepList.notComplete")}
          </Badge>
        </Group>
        <Anchor
          component={Link}
          to={localizedPath(route.name, route.params)}
          aria-label={t("review.editNamed", { name: title })}
        >
          {t("form.edit")}
        </Anchor>
      </Group>
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
