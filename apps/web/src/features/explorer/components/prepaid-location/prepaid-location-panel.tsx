/**
 * "Where do you live?" beside a page's dental plans when some of them are prepaid (issue 19): the visitor's state,
 * asked once and kept in browser storage for every page; then the state with a way to change it, the dental networks
 * offered there, and each prepaid plan marked available or not available there (on its card, through
 * `onAvailabilityChange`). The plans stay listed either way: the visitor sees everything the employer offers.
 * Loaded after hydration (benefit-group-section.tsx): the server does not know the visitor's state.
 */
import { Badge, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import type { UsState } from "@onboard/domain/common/us-states";
import type { ExplorerPlan } from "@onboard/domain/explorer/explorer-page-schemas";
import { isPlanAvailableIn, plansNeedingState } from "@onboard/domain/explorer/prepaid-location-availability";
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePrepaidLocation } from "../../hooks/prepaid-location-store";
import { DentalNetworkList } from "./dental-network-list";
import { PrepaidLocationForm } from "./prepaid-location-form";

/** The badge a prepaid plan's card shows, by plan id (only prepaid plans, only once the state is known). */
export type PlanAvailability = Readonly<Record<string, ReactNode>>;

export interface PrepaidLocationPanelProps {
  plans: readonly ExplorerPlan[];
  onAvailabilityChange(availability: PlanAvailability): void;
}

/** After a save the chosen state is announced and focused; after "Change" or "Cancel", the control that follows. */
type Focus = "none" | "chosen" | "change" | "select";

export function PrepaidLocationPanel({ plans, onAvailabilityChange }: PrepaidLocationPanelProps) {
  const { t } = useTranslation("prepaidLocation");
  const headingId = useId();
  const [state, saveState] = usePrepaidLocation();
  const [isChanging, setIsChanging] = useState(false);
  const [focus, setFocus] = useState<Focus>("none");
  const chosenRef = useRef<HTMLParagraphElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  const stateName = state ? t(`states.${state}`) : null;

  const availability = useMemo<PlanAvailability>(() => {
    if (!state) return {};
    return Object.fromEntries(
      plansNeedingState(plans).map((plan) => {
        const isAvailable = isPlanAvailableIn(plan, state);
        const badge = (
          <Badge key={plan.id} color={isAvailable ? "green" : "gray"} variant="light">
            {t(isAvailable ? "available" : "notAvailable", { state: stateName })}
          </Badge>
        );
        return [plan.id, badge];
      }),
    );
  }, [plans, state, stateName, t]);
  useEffect(() => onAvailabilityChange(availability), [availability, onAvailabilityChange]);
  useEffect(() => () => onAvailabilityChange({}), [onAvailabilityChange]);

  useEffect(() => {
    if (focus === "chosen") chosenRef.current?.focus();
    if (focus === "change") changeRef.current?.focus();
  }, [focus]);

  const save = (next: UsState) => {
    saveState(next);
    setIsChanging(false);
    setFocus("chosen");
  };

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {t("title")}
        </Title>
        {state === null || isChanging ? (
          <>
            <Text size="sm">{t("intro")}</Text>
            <PrepaidLocationForm
              key={state ?? "none"}
              initialState={state}
              onSave={save}
              onCancel={
                state === null
                  ? undefined
                  : () => {
                      setIsChanging(false);
                      setFocus("change");
                    }
              }
              isFocusedOnOpen={focus === "select"}
            />
          </>
        ) : (
          <>
            <Group gap="sm">
              <Text ref={chosenRef} tabIndex={-1} fw={600}>
                {t("chosen", { state: stateName })}
              </Text>
              <Button
                ref={changeRef}
                variant="default"
                size="xs"
                onClick={() => {
                  setIsChanging(true);
                  setFocus("select");
                }}
              >
                {t("change")}
                <VisuallyHidden> ({t("changeContext")})</VisuallyHidden>
              </Button>
            </Group>
            <DentalNetworkList state={state} stateName={stateName ?? state} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
