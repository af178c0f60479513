/**
 * The outside signer's signature: the consent statement in the page's language, a checkbox, the typed full name and
 * Sign (the form, or with `review-&-submit-updates` the accepted changes). The answer is checked as the server checks it.
 */
import { Alert, Button, Checkbox, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { EIF_SIGNATURE_MESSAGES, eifSignatureBodySchema } from "@onboard/domain/eif-signature/signature-schema";
import type { EifSigningAction } from "@onboard/domain/eif-signature/signing-action";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { outsideReviewKey, signAsOutsideSigner } from "../api/outside-signer-calls";
import { useEifMessage } from "../hooks/use-eif-message";

const FIELD_MESSAGE_KEYS: Record<string, string> = {
  [EIF_SIGNATURE_MESSAGES.fullNameRequired]: "review.sign.fullNameRequired",
  [EIF_SIGNATURE_MESSAGES.consentRequired]: "review.sign.consentRequired",
};
const KNOWN_CODES: Record<string, string> = {
  EIF_ALREADY_SIGNED: "errors:eifAlreadySigned",
  EIF_UPDATES_NOT_READY: "errors:eifUpdatesNotReady",
  OUTSIDE_SIGNER_LINK_INVALID: "errors:outsideSignerLinkInvalid",
};

export function OutsideSignForm(props: {
  clientId: string;
  token: string;
  version: number;
  action: EifSigningAction;
  statements: { en: string; es: string };
}) {
  const { t, i18n } = useTranslation(["eif", "errors"]);
  const { errorMessage } = useEifMessage();
  const queryClient = useQueryClient();
  const language = i18n.language.startsWith("es") ? "es" : "en";
  const [fullName, setFullName] = useState("");
  const [consent, setConsent] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const sign = useMutation({
    mutationFn: () =>
      signAsOutsideSigner(props.clientId, props.token, props.version, {
        fullName,
        consent: true,
        language,
        action: props.action,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outsideReviewKey(props.clientId) }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = eifSignatureBodySchema.safeParse({ fullName, consent: consent || undefined, language });
    if (!parsed.success) {
      setFieldErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [
            String(issue.path[0]),
            t(FIELD_MESSAGE_KEYS[issue.message] ?? "errors.general"),
          ]),
        ),
      );
      return;
    }
    setFieldErrors({});
    sign.mutate();
  };
  const code = sign.error && isApiError(sign.error) ? sign.error.code : null;
  const failure = sign.error ? (code && KNOWN_CODES[code] ? t(KNOWN_CODES[code]) : errorMessage(sign.error)) : null;
  const isUpdates = props.action === "review-&-submit-updates";

  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate aria-labelledby="outside-sign-title">
      <Stack gap="md">
        <Title order={2} id="outside-sign-title">
          {t(isUpdates ? "outsideSigner.signUpdatesTitle" : "review.sign.title")}
        </Title>
        <Text>{props.statements[language]}</Text>
        <Checkbox
          label={t("review.sign.consent")}
          checked={consent}
          onChange={(event) => setConsent(event.currentTarget.checked)}
          error={fieldErrors.consent}
        />
        <TextInput
          label={t("review.sign.fullName")}
          description={t("review.sign.fullNameHelp")}
          value={fullName}
          onChange={(event) => setFullName(event.currentTarget.value)}
          error={fieldErrors.fullName}
          autoComplete="name"
          required
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <div>
          <Button type="submit" loading={sign.isPending}>
            {t(isUpdates ? "outsideSigner.signUpdates" : "review.sign.submit")}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
