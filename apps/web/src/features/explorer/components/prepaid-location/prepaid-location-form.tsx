/**
 * The prepaid location's form (spec §5 "Prepaid location": "State is required"): the state the visitor lives in, one
 * of the 50 states plus DC by its name in the page's language, checked with the domain's schema on submit.
 */
import { Button, Group, NativeSelect, Stack } from "@mantine/core";
import { US_STATE_CODES, type UsState } from "@onboard/domain/common/us-states";
import { prepaidLocationSchema } from "@onboard/domain/explorer/prepaid-location";
import { VALIDATION_MESSAGES } from "@onboard/domain/validation/messages";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

const MESSAGE_KEYS: Record<string, string> = {
  [VALIDATION_MESSAGES.stateRequired]: "errors.stateRequired",
  [VALIDATION_MESSAGES.stateNotValid]: "errors.stateNotValid",
};

export interface PrepaidLocationFormProps {
  /** The state chosen before, when the visitor is changing it. */
  initialState: UsState | null;
  onSave(state: UsState): void;
  /** Only when there is a state to go back to. */
  onCancel?: () => void;
  /** Moves focus to the select when the form opens on the visitor's request ("Change"), not on the page's load. */
  isFocusedOnOpen?: boolean;
}

export function PrepaidLocationForm({
  initialState,
  onSave,
  onCancel,
  isFocusedOnOpen = false,
}: PrepaidLocationFormProps) {
  const { t, i18n } = useTranslation("prepaidLocation");
  const [value, setValue] = useState<string>(initialState ?? "");
  const [message, setMessage] = useState<string | null>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (isFocusedOnOpen) selectRef.current?.focus();
  }, [isFocusedOnOpen]);
  const options = useMemo(
    () =>
      US_STATE_CODES.map((code) => ({ value: code, label: t(`states.${code}`) })).sort((a, b) =>
        a.label.localeCompare(b.label, i18n.language),
      ),
    [t, i18n.language],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = prepaidLocationSchema.safeParse({ state: value });
    if (parsed.success) {
      setMessage(null);
      onSave(parsed.data.state);
      return;
    }
    setMessage(parsed.error.issues[0]?.message ?? VALIDATION_MESSAGES.stateRequired);
    selectRef.current?.focus();
  };

  const messageKey = message === null ? undefined : MESSAGE_KEYS[message];
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" align="flex-start">
        <NativeSelect
          ref={selectRef}
          label={t("stateLabel")}
          required
          autoComplete="address-level1"
          data={[{ value: "", label: t("statePlaceholder") }, ...options]}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setMessage(null);
          }}
          error={messageKey ? t(messageKey) : message}
          w="100%"
          maw={320}
        />
        <Group gap="sm">
          <Button type="submit">{t("submit")}</Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t("cancel")}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
