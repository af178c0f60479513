/** A call task (kickoff or ongoing service): how, when, topics and people; staff also record the call's status. */
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Checkbox, Group, Radio, Select, Stack, Text, TextInput } from "@mantine/core";
import { withStoredValues } from "@onboard/domain/tasks/call-options";
import { CALL_STATUSES, type CallStatus } from "@onboard/domain/tasks/task-ids";
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-error";
import { useCall } from "../api/get-call";
import type { CallKind } from "../api/hub-types";
import { useUpdateCall } from "../api/update-call";
import {
  CALL_SELECTIONS,
  CALL_STATUS_KEYS,
  CALL_TOPICS,
  type CallFormValues,
  callFormSchema,
  toCallUpdate,
  toFormValues,
} from "./call-form-values";
import { CallPeopleFields } from "./call-people-fields";
import { UpdatedByPopover } from "./updated-by-popover";

const EMPTY: CallFormValues = { selection: "", scheduledAt: "", topics: [], status: "", people: [] };

export function CallTask({
  clientId,
  call,
  canSetStatus,
}: {
  clientId: string;
  call: CallKind;
  canSetStatus: boolean;
}) {
  const { t } = useTranslation("hub");
  const details = useCall(clientId, call);
  const update = useUpdateCall(clientId, call);
  const [isStale, setIsStale] = useState(false);
  const form = useForm<CallFormValues>({ resolver: zodResolver(callFormSchema), defaultValues: EMPTY });
  const { reset } = form;
  const loaded = details.data;
  // A new version (loaded, saved, or reloaded after a conflict) replaces what the form shows.
  useEffect(() => {
    if (loaded) reset(toFormValues(loaded));
  }, [loaded, reset]);

  const submit = form.handleSubmit((values) => {
    if (!loaded) return;
    setIsStale(false);
    update.mutate(
      { version: loaded.version, input: toCallUpdate(values, canSetStatus) },
      {
        onError: (error) => {
          if (isApiError(error) && error.status === 412) setIsStale(true);
          for (const field of isApiError(error) ? error.errors : []) {
            form.setError(field.path as keyof CallFormValues, { message: field.message });
          }
        },
      },
    );
  });
  const errors = form.formState.errors;
  const statusLabel = (status: CallStatus) => t(`callStatus.${CALL_STATUS_KEYS[status]}`);
  const saveError = update.isError && !isStale ? update.error.message : null;

  if (details.isError) return <Alert color="red">{details.error.message}</Alert>;
  return (
    <form onSubmit={submit} noValidate aria-label={t("call.formLabel")}>
      <Stack gap="md">
        <Group justify="space-between">
          <Text>
            {t("call.status")}: <strong>{loaded?.status ? statusLabel(loaded.status) : t("call.noStatus")}</strong>
          </Text>
          <UpdatedByPopover
            isLoading={details.isPending}
            updatedBy={loaded?.updatedBy ?? null}
            updatedAt={loaded?.updatedAt ?? null}
          />
        </Group>
        <Controller
          control={form.control}
          name="selection"
          render={({ field }) => (
            <Radio.Group label={t("call.selection")} value={field.value || null} onChange={field.onChange}>
              <Group mt="xs">
                {withStoredValues(CALL_SELECTIONS, loaded?.selection ? [loaded.selection] : []).map((value) => (
                  <Radio key={value} value={value} label={t(`call.selections.${value}`, { defaultValue: value })} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <TextInput type="datetime-local" label={t("call.scheduledAt")} {...form.register("scheduledAt")} />
        <Controller
          control={form.control}
          name="topics"
          render={({ field }) => (
            <Checkbox.Group label={t("call.topics")} value={field.value} onChange={field.onChange}>
              <Group mt="xs">
                {withStoredValues(CALL_TOPICS, loaded?.topics ?? []).map((value) => (
                  <Checkbox key={value} value={value} label={t(`call.topicNames.${value}`, { defaultValue: value })} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
        <CallPeopleFields control={form.control} register={form.register} errors={errors} />
        {canSetStatus && (
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <Select
                label={t("call.setStatus")}
                placeholder={t("call.noStatus")}
                data={CALL_STATUSES.map((value) => ({ value, label: statusLabel(value) }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? "")}
                clearable
                comboboxProps={{ withinPortal: false }}
              />
            )}
          />
        )}
        {isStale && <Alert color="orange">{t("call.stale")}</Alert>}
        {saveError && <Alert color="red">{saveError}</Alert>}
        {update.isSuccess && !form.formState.isDirty && <Text role="status">{t("call.saved")}</Text>}
        <Group>
          <Button type="submit" loading={update.isPending} disabled={!loaded}>
            {t("call.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
