/**
 * The EIF's answers as a readable page: each step, then each of its sub-steps that applies, with its questions and
 * answers (worded as the review step words them) or how many entries its list has. Read only; the inside signer's
 * summary and an outside signer's both show it.
 */
import { Card, Stack, Title } from "@mantine/core";
import type { EifDraftResponse, EifOutline } from "@onboard/domain/eif/eif-draft-schemas";
import type { EifSnapshot } from "@onboard/domain/eif/sub-step-issues";
import { useTranslation } from "react-i18next";
import { type EifPlace, eifPlaces } from "../../hooks/eif-places";
import { PlaceAnswers } from "../answers/place-answers";
import { usePlaceTitle } from "../use-place-title";

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
  const placeTitle = usePlaceTitle(draft.policies);
  return (
    <Card withBorder>
      <Title order={3} size="h4">
        {placeTitle(place)}
      </Title>
      <PlaceAnswers place={place} snapshot={draft as unknown as EifSnapshot} platformName={platformName} />
    </Card>
  );
}
