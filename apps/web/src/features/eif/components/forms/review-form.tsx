/**
 * Review & submit › Review: every step's answers, read only, each sub-step with whether it is complete and an Edit
 * link; then the signature (sign-section.tsx).
 */
import { Anchor, Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { EifOutline } from "@onboard/domain/eif/eif-draft-schemas";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../../../../lib/use-language";
import { useBenAdminPlatforms } from "../../api/get-ben-admin-platforms";
import { useEifForm } from "../../hooks/eif-form-context";
import { type EifPlace, eifPlaces, placeRoute } from "../../hooks/eif-places";
import { PlaceAnswers, platformNameIn } from "../answers/place-answers";
import { ChangesPanel } from "../changes/changes-panel";
import { usePlaceTitle } from "../use-place-title";
import { OutsideSignerPanel } from "./outside-signer-panel";
import { SignSection } from "./sign-section";

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
  const { t } = useTranslation("eif");
  const localizedPath = useLocalizedPath();
  const { clientId, draft, snapshot } = useEifForm();
  const platforms = useBenAdminPlatforms();
  const placeTitle = usePlaceTitle(draft.policies);
  const route = placeRoute(clientId, place);
  const title = placeTitle(place);
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
      <PlaceAnswers place={place} snapshot={snapshot} platformName={platformNameIn(platforms.data)} />
    </Card>
  );
}
