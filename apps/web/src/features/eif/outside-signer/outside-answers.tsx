/**
 * The outside signer's read-only view of the answers: every step, each applicable sub-step with its answers (as the
 * inside review shows them, place-answers.tsx) or its count of entries. No edit links: the signer has no account.
 */
import { Card, Stack, Title } from "@mantine/core";
import type { EifDraftResponse, EifOutline } from "@onboard/domain/eif/eif-draft-schemas";
import { useTranslation } from "react-i18next";
import { PlaceAnswers, platformNameIn } from "../components/answers/place-answers";
import { usePlaceTitle } from "../components/use-place-title";
import { mergedSnapshot } from "../hooks/eif-form-context";
import { type EifPlace, eifPlaces } from "../hooks/eif-places";

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
  const placeTitle = usePlaceTitle(draft.policies);
  return (
    <Card withBorder>
      <Title order={3}>{placeTitle(place)}</Title>
      <PlaceAnswers place={place} snapshot={mergedSnapshot(draft, {})} platformName={platformNameIn(platforms)} />
    </Card>
  );
}
