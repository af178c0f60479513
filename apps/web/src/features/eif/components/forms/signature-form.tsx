/**
 * The signature form, for the client's signer on the review and for an outside signer: a title, the consent statement
 * in the page's language, a checkbox to agree, the typed full name and Sign. The fields are checked as the server
 * checks them (the domain's schema); the caller signs, and words the server's refusal.
 */
import { Alert, Button, Checkbox, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import type { ConsentLanguage } from "@onboard/domain/eif-signature/consent-statement";
import { EIF_SIGNATURE_MESSAGES, eifSignatureBodySchema } from "@onboard/domain/eif-signature/signature-schema";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";

const FIELD_MESSAGE_KEYS: Record<string, string> = {
  [EIF_SIGNATURE_MESSAGES.fullNameRequired]: "review.sign.fullNameRequired",
  [EIF_SIGNATURE_MESSAGES.consentRequired]: "review.sign.consentRequired",
};

/** What a valid form signs with. */
export interface SignatureInput {
  fullName: string;
  consent: true;
  language: ConsentLanguage;
}

export interface SignatureFormProps {
  /** The title's id: it names the form. */
  titleId: string;
  titleOrder: 2 | 3;
  title: string;
  /** Shown between the title and the statement. */
  intro?: ReactNode;
  statements: Readonly<Record<ConsentLanguage, string>>;
  submitLabel: string;
  pending: boolean;
  /** Why the last attempt failed, in words. */
  failure: string | null;
  onSign: (signature: SignatureInput) => void;
}

export function SignatureForm(props: SignatureFormProps) {
  const { t, i18n } = useTranslation(["eif", "errors"]);
  const language = i18n.language.startsWith("es") ? "es" : "en";
  const [fullName, setFullName] = useState("");
  const [consent, setConsent] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

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
    props.onSign({ fullName, consent: true, language });
  };

  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate aria-labelledby={props.titleId}>
      <Stack gap="md">
        <Title order={props.titleOrder} id={props.titleId}>
          {props.title}
        </Title>
        {props.intro}
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
        {props.failure && (
          <Alert color="red" role="alert">
            {props.failure}
          </Alert>
        )}
        <div>
          <Button type="submit" loading={props.pending}>
            {props.submitLabel}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
