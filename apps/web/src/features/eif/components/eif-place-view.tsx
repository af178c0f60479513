/**
 * One place of the EIF: its heading, its form, and Back / Next. Next sends what is unsaved and moves to the next
 * applicable sub-step (across steps) when nothing is missing; otherwise it lists what is missing, marks those fields,
 * and offers "Skip for now" to move on anyway (the form can be left incomplete and finished later).
 */
import { Alert, Button, Group, List, Stack, Text, Title } from "@mantine/core";
import type { SubStepIssue } from "@onboard/domain/eif/sub-step-issues";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { useLocalizedPath } from "../../../lib/use-language";
import { EifFormContext, type EifFormValue } from "../hooks/eif-form-context";
import { type EifPlace, placeRoute } from "../hooks/eif-places";
import { placeIssues } from "../hooks/place-issues";
import { useEifMessage } from "../hooks/use-eif-message";
import { SubStepForm } from "./sub-step-form";
import { usePlaceTitle } from "./use-place-title";

export interface EifPlaceViewProps {
  form: Omit<EifFormValue, "issues">;
  places: readonly EifPlace[];
  index: number;
}

/** Set on navigation by Back, Next and Skip, so that the new place's heading takes the focus. */
export interface EifNavigationState {
  eifFocus?: boolean;
}

export function EifPlaceView({ form, places, index }: EifPlaceViewProps) {
  const { t } = useTranslation("eif");
  const navigate = useNavigate();
  const location = useLocation();
  const localizedPath = useLocalizedPath();
  const placeTitle = usePlaceTitle(form.draft.policies);
  const place = places[index] as EifPlace;
  const previous = places[index - 1];
  const next = places[index + 1];
  const headingRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const [isShowingIssues, setShowingIssues] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  const issues = placeIssues(place, form.snapshot, form.autosave.state.errors);
  const shownIssues = isShowingIssues ? Object.fromEntries(issues.map((issue) => [issue.field, issue.message])) : {};

  useEffect(() => {
    if ((location.state as EifNavigationState | null)?.eifFocus) headingRef.current?.focus();
  }, [location.state]);
  useEffect(() => {
    if (focusRequest > 0) alertRef.current?.focus();
  }, [focusRequest]);

  const go = (target: EifPlace) => {
    void form.autosave.flush();
    const route = placeRoute(form.clientId, target);
    navigate(localizedPath(route.name, route.params), { state: { eifFocus: true } satisfies EifNavigationState });
  };
  const onNext = () => {
    if (!next) return;
    if (issues.length > 0) {
      setShowingIssues(true);
      setFocusRequest((count) => count + 1);
      return;
    }
    go(next);
  };

  return (
    <EifFormContext.Provider value={{ ...form, issues: shownIssues }}>
      <Stack gap="lg">
        <Title order={2} ref={headingRef} tabIndex={-1}>
          {placeTitle(place)}
        </Title>
        {isShowingIssues && issues.length > 0 && next && (
          <IssuesAlert issues={issues} alertRef={alertRef} onSkip={() => go(next)} />
        )}
        <SubStepForm place={place} />
        <Group justify="space-between" mt="md">
          {previous ? (
            <Button variant="default" onClick={() => go(previous)}>
              {t("nav.back")}
            </Button>
          ) : (
            <span />
          )}
          {next && <Button onClick={onNext}>{t("nav.next")}</Button>}
        </Group>
      </Stack>
    </EifFormContext.Provider>
  );
}

function IssuesAlert({
  issues,
  alertRef,
  onSkip,
}: {
  issues: SubStepIssue[];
  alertRef: React.RefObject<HTMLDivElement | null>;
  onSkip: () => void;
}) {
  const { t, i18n } = useTranslation("eif");
  const { translate } = useEifMessage();
  const label = (field: string): string | null => {
    const name = field.split(".").at(-1) ?? field;
    return i18n.exists(`eif:fields.${name}`) ? t(`fields.${name}`) : null;
  };
  return (
    <Alert color="orange" title={t("issues.title")} ref={alertRef} tabIndex={-1}>
      <Text size="sm">{t("issues.body")}</Text>
      <List size="sm" mt="xs">
        {issues.map((issue) => {
          const name = label(issue.field);
          const message = translate(issue.message);
          return <List.Item key={issue.field}>{name ? `${name}: ${message}` : message}</List.Item>;
        })}
      </List>
      <Button mt="sm" size="sm" variant="default" onClick={onSkip}>
        {t("issues.skip")}
      </Button>
    </Alert>
  );
}
