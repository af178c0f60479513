/**
 * The EIF's steps as a navigation list: all five steps, under each the sub-steps that apply to this client (from the
 * server's outline; a per-policy sub-step once per policy), each marked complete or not, the current one with
 * aria-current="step".
 */
import { Anchor, Badge, Box, Group, Text, VisuallyHidden } from "@mantine/core";
import type { EifDraftResponse, EifOutline } from "@onboard/domain/eif/eif-draft-schemas";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../../../lib/use-language";
import { type EifPlace, eifPlaces, placeRoute } from "../hooks/eif-places";
import classes from "./step-list.module.css";
import { usePlaceTitle } from "./use-place-title";

export interface StepListProps {
  clientId: string;
  draft: Pick<EifDraftResponse, "outline" | "policies">;
  current: EifPlace | null;
}

function isSamePlace(a: EifPlace | null, b: EifPlace): boolean {
  return a !== null && a.subStepId === b.subStepId && a.policyId === b.policyId;
}

export function StepList({ clientId, draft, current }: StepListProps) {
  const { t } = useTranslation("eif");
  const localizedPath = useLocalizedPath();
  const outline = draft.outline as EifOutline;
  const places = eifPlaces(outline, draft.policies);
  const placeTitle = usePlaceTitle(draft.policies);

  return (
    <nav aria-label={t("stepList.label")}>
      <ol className={classes.steps}>
        {outline.map((step, stepIndex) => {
          const stepPlaces = places.filter((place) => place.stepId === step.stepId);
          const isCurrentStep = current?.stepId === step.stepId;
          return (
            <li key={step.stepId} className={classes.step}>
              <Group gap="xs" justify="space-between">
                <Text fw={700} component="span">
                  {t("stepList.stepNumber", { number: stepIndex + 1, name: t(`steps.${step.stepId}`) })}
                </Text>
                {step.complete ? (
                  <Badge color="green" variant="light" size="sm">
                    {t("stepList.complete")}
                  </Badge>
                ) : isCurrentStep ? null : (
                  <Badge color="gray" variant="light" size="sm">
                    {t("stepList.notComplete")}
                  </Badge>
                )}
              </Group>
              <ol className={classes.subSteps}>
                {stepPlaces.map((place) => {
                  const route = placeRoute(clientId, place);
                  const isCurrent = isSamePlace(current, place);
                  const complete = step.subSteps.find((s) => s.subStepId === place.subStepId)?.complete ?? false;
                  return (
                    <li key={`${place.subStepId}:${place.policyId ?? ""}`}>
                      <Box className={classes.subStep} data-current={isCurrent || undefined}>
                        <Anchor
                          component={Link}
                          to={localizedPath(route.name, route.params)}
                          state={{ eifFocus: true }}
                          aria-current={isCurrent ? "step" : undefined}
                          fw={isCurrent ? 700 : undefined}
                        >
                          {placeTitle(place)}
                        </Anchor>
                        {complete && (
                          <Text size="sm" c="green.9" component="span" className={classes.check}>
                            <span aria-hidden="true">✓</span>
                            <VisuallyHidden>{t("stepList.complete")}</VisuallyHidden>
                          </Text>
                        )}
                      </Box>
                    </li>
                  );
                })}
              </ol>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
