/**
 * Review & submit › the outside signer (decision 021): staff and the client's ben admin name the person without an
 * account who signs for the employer (first and last name, e-mail, title); the server e-mails them a link. Once named:
 * who, when the link was sent and when it expires (or that it expired), whether they signed; a new link, or revoke.
 * Naming someone else replaces the earlier signer, whose link stops working.
 */
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import {
  OUTSIDE_SIGNER_MESSAGES,
  type OutsideSignerStatus,
  outsideSignerInviteSchema,
} from "@onboard/domain/outside-signer/invite-schema";
import { isStaffRole } from "@onboard/domain/users/roles";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../../lib/api-client";
import { formatDateTime } from "../../../../lib/format-date-time";
import { useSignedInRole } from "../../../../lib/signed-in-user";
import { eifKeys } from "../../api/eif-keys";
import {
  inviteOutsideSigner,
  resendOutsideSigner,
  revokeOutsideSigner,
  useOutsideSigner,
} from "../../api/outside-signer-manage";
import { useEifForm } from "../../hooks/eif-form-context";
import { useEifMessage } from "../../hooks/use-eif-message";

const FIELDS = ["firstName", "lastName", "email", "title"] as const;
type Field = (typeof FIELDS)[number];
const OWN_MESSAGE_KEYS: Record<string, string> = {
  [OUTSIDE_SIGNER_MESSAGES.firstNameRequired]: "outsideSigner.panel.firstNameRequired",
  [OUTSIDE_SIGNER_MESSAGES.lastNameRequired]: "outsideSigner.panel.lastNameRequired",
};

export function OutsideSignerPanel() {
  const { t } = useTranslation("eif");
  const { clientId } = useEifForm();
  const role = useSignedInRole();
  const signer = useOutsideSigner(clientId);
  const [isNaming, setIsNaming] = useState(false);
  if (role === null || !(isStaffRole(role) || role === "BEN_ADMIN") || !signer.data) return null;
  const current = signer.data.outsideSigner;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="outside-signer-title">
      <Stack gap="sm">
        <Title order={3} id="outside-signer-title">
          {t("outsideSigner.panel.heading")}
        </Title>
        {current && !isNaming ? (
          <SignerStatus signer={current} onNameSomeoneElse={() => setIsNaming(true)} />
        ) : (
          <>
            <Text size="sm">{t("outsideSigner.panel.intro")}</Text>
            <InviteForm onDone={() => setIsNaming(false)} onCancel={current ? () => setIsNaming(false) : undefined} />
          </>
        )}
      </Stack>
    </Paper>
  );
}

function useRefresh() {
  const queryClient = useQueryClient();
  const { clientId } = useEifForm();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: eifKeys.outsideSigner(clientId) }),
      queryClient.invalidateQueries({ queryKey: eifKeys.draft(clientId) }),
    ]);
}

function SignerStatus({ signer, onNameSomeoneElse }: { signer: OutsideSignerStatus; onNameSomeoneElse: () => void }) {
  const { t, i18n } = useTranslation("eif");
  const { clientId } = useEifForm();
  const { errorMessage } = useEifMessage();
  const refresh = useRefresh();
  const language = i18n.language.startsWith("es") ? "es" : "en";
  const resend = useMutation({ mutationFn: () => resendOutsideSigner(clientId, language), onSuccess: refresh });
  const revoke = useMutation({ mutationFn: () => revokeOutsideSigner(clientId), onSuccess: refresh });
  const format = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language, { style: "long" }) : "");
  const failure = resend.error ?? revoke.error;
  return (
    <Stack gap="xs">
      <Text fw={600}>
        {signer.firstName} {signer.lastName}
        {signer.title ? `, ${signer.title}` : ""}
      </Text>
      <Text size="sm">{signer.email}</Text>
      <Text size="sm">{t("outsideSigner.panel.sentOn", { date: format(signer.tokenIssuedAt) })}</Text>
      <Text size="sm">
        {signer.isExpired
          ? t("outsideSigner.panel.expiredOn", { date: format(signer.tokenExpiresAt) })
          : t("outsideSigner.panel.expiresOn", { date: format(signer.tokenExpiresAt) })}
      </Text>
      {signer.signedAt && <Text size="sm">{t("outsideSigner.panel.signedOn", { date: format(signer.signedAt) })}</Text>}
      {resend.isSuccess && (
        <Alert color="green" role="status">
          {t("outsideSigner.panel.resent", { email: signer.email })}
        </Alert>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {errorMessage(failure)}
        </Alert>
      )}
      <Group gap="sm">
        <Button variant="light" onClick={() => resend.mutate()} loading={resend.isPending}>
          {t("outsideSigner.panel.resend")}
        </Button>
        <Button variant="default" onClick={onNameSomeoneElse}>
          {t("outsideSigner.panel.nameSomeoneElse")}
        </Button>
        <Button variant="subtle" color="red" onClick={() => revoke.mutate()} loading={revoke.isPending}>
          {t("outsideSigner.panel.revoke")}
        </Button>
      </Group>
    </Stack>
  );
}

function InviteForm({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const { t, i18n } = useTranslation("eif");
  const { clientId } = useEifForm();
  const { translate, errorMessage } = useEifMessage();
  const refresh = useRefresh();
  const [values, setValues] = useState<Record<Field, string>>({ firstName: "", lastName: "", email: "", title: "" });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const language = i18n.language.startsWith("es") ? "es" : "en";
  const message = (text: string) => (OWN_MESSAGE_KEYS[text] ? t(OWN_MESSAGE_KEYS[text]) : (translate(text) ?? text));
  const invite = useMutation({
    mutationFn: () => inviteOutsideSigner(clientId, { ...values, title: values.title || null, language }),
    onSuccess: async () => {
      await refresh();
      onDone();
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      const errors = error.errors.filter((e) => (FIELDS as readonly string[]).includes(e.path));
      setFieldErrors(Object.fromEntries(errors.map((e) => [e.path, message(e.message)])));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = outsideSignerInviteSchema.safeParse({ ...values, title: values.title || null });
    if (!parsed.success) {
      setFieldErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), message(issue.message)])),
      );
      return;
    }
    setFieldErrors({});
    invite.mutate();
  };
  const field = (name: Field, autoComplete: string, required = true) => (
    <TextInput
      label={t(`outsideSigner.panel.${name}`)}
      value={values[name]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((before) => ({ ...before, [name]: value }));
      }}
      error={fieldErrors[name]}
      autoComplete={autoComplete}
      required={required}
    />
  );
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group grow align="flex-start">
          {field("firstName", "off")}
          {field("lastName", "off")}
        </Group>
        <Group grow align="flex-start">
          {field("email", "off")}
          {field("title", "off", false)}
        </Group>
        {invite.isError && !hasFieldErrors && (
          <Alert color="red" role="alert">
            {errorMessage(invite.error)}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={invite.isPending}>
            {t("outsideSigner.panel.send")}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t("outsideSigner.panel.cancel")}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
