/**
 * The page of every EIF step route: the heading, the autosave's status, the step list, and the current place's form
 * with Back and Next. `/step/{stepId}` alone shows the step's first applicable sub-step; a place that is unknown or
 * does not apply says so, with a link to the first step.
 */
import { Alert, Box, Button, Container, Grid, Stack, Text, Title } from "@mantine/core";
import type { EifOutline } from "@onboard/domain/eif/eif-draft-schemas";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../../lib/configuration/use-page-title";
import { useEifDraft } from "../../../lib/eif-draft/get-eif-draft";
import { type EifFormValue, mergedSnapshot } from "../hooks/eif-form-context";
import { type EifPlaceParams, eifPlaces, resolvePlace } from "../hooks/eif-places";
import { useDraftAutosave } from "../hooks/use-draft-autosave";
import { useEifMessage } from "../hooks/use-eif-message";
import { SignedBanner } from "./changes/signed-banner";
import { EifPlaceView } from "./eif-place-view";
import { EifSkeleton } from "./eif-skeleton";
import { PlaceNotShown } from "./place-not-shown";
import { ConflictAlert, SaveStatus } from "./save-status";
import { StepList } from "./step-list";

export interface EifPageProps {
  clientId: string;
  params: EifPlaceParams;
}

export function EifPage({ clientId, params }: EifPageProps) {
  const { t } = useTranslation("eif");
  usePageTitle(t("title"));
  const { errorMessage } = useEifMessage();
  const draft = useEifDraft(clientId);
  const [isListOpen, setListOpen] = useState(false);
  const autosave = useDraftAutosave(clientId);
  const unsaved = autosave.state.unsaved;
  const snapshot = useMemo(() => (draft.data ? mergedSnapshot(draft.data, unsaved) : null), [draft.data, unsaved]);

  const body = (() => {
    if (draft.isPending) return <EifSkeleton />;
    if (draft.isError || !snapshot) return <Alert color="red">{errorMessage(draft.error)}</Alert>;
    const places = eifPlaces(draft.data.outline as EifOutline, draft.data.policies);
    const resolved = resolvePlace(places, params);
    const current = resolved.kind === "place" ? resolved.place : null;
    const form: Omit<EifFormValue, "issues"> = { clientId, draft: draft.data, snapshot, autosave };
    return (
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          {/* On a phone the list is folded away behind a button, so that the form comes first. */}
          <Button
            hiddenFrom="md"
            variant="default"
            fullWidth
            aria-expanded={isListOpen}
            aria-controls="eif-step-list"
            onClick={() => setListOpen((open) => !open)}
          >
            {isListOpen ? t("stepList.hide") : t("stepList.show")}
          </Button>
          <Box id="eif-step-list" visibleFrom={isListOpen ? undefined : "md"} mt={{ base: "md", md: 0 }}>
            <StepList clientId={clientId} draft={draft.data} current={current} />
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          {resolved.kind === "place" ? (
            <EifPlaceView
              key={`${resolved.place.subStepId}:${resolved.place.policyId ?? ""}`}
              form={form}
              places={places}
              index={resolved.index}
            />
          ) : (
            <PlaceNotShown clientId={clientId} reason={resolved.kind} />
          )}
        </Grid.Col>
      </Grid>
    );
  })();

  return (
    <Container size="xl" py="xl">
      <Stack gap="md">
        <div>
          <Title order={1}>{t("title")}</Title>
          {draft.data && <Text c="dimmed">{draft.data.clientName}</Text>}
        </div>
        <SignedBanner eifSignedAt={draft.data?.eifSignedAt ?? null} />
        <SaveStatus autosave={autosave} />
        <ConflictAlert autosave={autosave} />
        {body}
      </Stack>
    </Container>
  );
}
