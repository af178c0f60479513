/**
 * The e-mail-me-my-plan form: checked with the domain's emailPlanRequestSchema (its messages are the spec's), the
 * plans and the language come from the page, the captcha's payload is the `recaptchaToken`. The server's field errors
 * land on their fields; after any failed send the captcha starts again, since the server accepts a payload only once.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Group, List, Stack, Text, TextInput } from "@mantine/core";
import type { ExplorerPageResponse } from "@onboard/domain/explorer/explorer-page-schemas";
import { type EmailPlanRequest, emailPlanRequestSchema } from "@onboard/domain/explorer/lead-schemas";
import { planTypeName } from "@onboard/domain/explorer/plan-titles";
import { EMAIL_MAX_LENGTH } from "@onboard/domain/validation/email-limits";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useLanguage } from "../../../../lib/use-language";
import { useEmailPlan } from "../../api/email-plan";
import { CaptchaField, type CaptchaFieldHandle } from "../captcha-field";
import { displayTitles, fullTitle } from "../compare/plan-display-titles";
import { useFormMessage } from "../lead-dialog/form-messages";
import { applyServerErrors } from "../lead-dialog/server-errors";

type EmailPlanInput = z.input<typeof emailPlanRequestSchema>;

const FIELDS = ["email", "benefits", "recaptchaToken"] as const satisfies readonly (keyof EmailPlanInput)[];

export interface EmailPlanFormProps {
  page: ExplorerPageResponse;
  planIds: string[];
  /** Called with the address the plan went to. */
  onSent: (email: string) => void;
  onCancel: () => void;
}

export function EmailPlanForm({ page, planIds, onSent, onCancel }: EmailPlanFormProps) {
  const { t } = useTranslation("explorerForms");
  const message = useFormMessage();
  const language = useLanguage();
  const emailPlan = useEmailPlan();
  const captchaRef = useRef<CaptchaFieldHandle | null>(null);
  const plansHeadingId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EmailPlanInput, unknown, EmailPlanRequest>({
    resolver: zodResolver(emailPlanRequestSchema),
    defaultValues: { email: "", benefits: planIds, recaptchaToken: "", language },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => form.setValue("benefits", planIds), [form, planIds]);
  useEffect(() => form.setValue("language", language), [form, language]);

  const plans = useMemo(() => {
    const byId = new Map(page.benefits.flatMap((group) => group.plans).map((plan) => [plan.id, plan] as const));
    return planIds.flatMap((id) => byId.get(id) ?? []);
  }, [page, planIds]);
  const titles = displayTitles(plans, { employerState: page.employerState, language });

  const submit = form.handleSubmit(async (request) => {
    setFailure(null);
    try {
      await emailPlan.mutateAsync({ ...request, explorerPageId: page.id });
      onSent(request.email);
    } catch (error) {
      captchaRef.current?.reset();
      const onField = applyServerErrors(form, error, { fields: FIELDS });
      if (!onField) setFailure(error instanceof Error ? error.message : t("emailPlan.sendFailed"));
    }
  });

  const benefitsError = message(errors.benefits?.message ?? errors.benefits?.root?.message);
  const languageError = message(errors.language?.message);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <section aria-labelledby={plansHeadingId}>
          <Text id={plansHeadingId} fw={600} component="h3" fz="md" m={0}>
            {t("emailPlan.plansHeading", { count: plans.length })}
          </Text>
          {plans.length > 0 ? (
            <List mt="xs" spacing={4}>
              {plans.map((plan) => (
                <List.Item key={plan.id}>
                  {fullTitle(titles.get(plan.id) ?? { title: plan.planName, detail: null })}
                  <Text span c="dimmed" size="sm">
                    {` · ${planTypeName(plan.planType, language)}`}
                  </Text>
                </List.Item>
              ))}
            </List>
          ) : (
            <Text mt="xs">{t("emailPlan.noPlans")}</Text>
          )}
          {benefitsError && (
            <Text c="red.8" size="sm" mt="xs" role="alert">
              {benefitsError}
            </Text>
          )}
        </section>
        <TextInput
          label={t("emailPlan.email")}
          type="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          autoComplete="email"
          {...form.register("email")}
          error={message(errors.email?.message)}
        />
        <Controller
          control={form.control}
          name="recaptchaToken"
          render={({ field }) => (
            <CaptchaField
              ref={(handle) => {
                field.ref(handle);
                captchaRef.current = handle;
              }}
              language={language}
              // A new payload clears the error; losing one (expiry, the reset after a failed send) keeps the
              // server's reason on screen rather than replacing it with "missing".
              onChange={(payload) =>
                form.setValue("recaptchaToken", payload, {
                  shouldValidate: payload !== "" && form.formState.isSubmitted,
                })
              }
              error={message(errors.recaptchaToken?.message)}
            />
          )}
        />
        {(failure || languageError) && (
          <Alert color="red" role="alert">
            {languageError ?? message(failure ?? undefined)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t("actions.cancel")}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t("emailPlan.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
