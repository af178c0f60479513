/**
 * The signing view's body: the form's pages with the signer's own fields, the signature to adopt, and "Adopt and
 * sign", "Finish later" and "Decline". Values and signature are checked with the domain's rules before they are sent;
 * the server's 400 field messages land on the same fields. Every outcome returns to the onboarding-forms task.
 */
import { Alert, Button, Group, List, Stack } from "@mantine/core";
import type { Language } from "@onboard/domain/common/environments";
import { adoptedSignatureSchema } from "@onboard/domain/onboarding-forms/adopted-signature";
import { type FormFieldValues, validateRecipientValues } from "@onboard/domain/onboarding-forms/field-values";
import type { EmbeddedView } from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import { type FormTemplate, templateFields } from "@onboard/domain/onboarding-forms/template-schema";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../../lib/api-error";
import {
  type EmbeddedViewActionInput,
  useEmbeddedViewAction,
} from "../../api/onboarding-forms/submit-embedded-view-action";
import { DeclineDialog } from "./decline-dialog";
import { useDomainMessage } from "./domain-message";
import { FormTemplateView } from "./form-template-view";
import { type SignatureDraft, SignatureInput, toAdoptedSignature } from "./signature-input";
import { fromServerErrors, fromValueErrors, hasErrors, NO_ERRORS, type SigningErrors } from "./signing-errors";

export interface SigningFormProps {
  clientId: string;
  view: EmbeddedView;
  template: FormTemplate;
  language: Language;
  /** After any action succeeded: back to the task. */
  onDone: () => void;
}

/** The signer's own fields start from what they saved before ("Finish later"). */
function ownValues(template: FormTemplate, view: EmbeddedView): FormFieldValues {
  const own = templateFields(template).filter((field) => field.filledBy === view.roleId);
  const saved: FormFieldValues = {};
  for (const field of own) {
    const value = view.values[field.id];
    if (value !== undefined) saved[field.id] = value;
  }
  return saved;
}

export function SigningForm({ clientId, view, template, language, onDone }: SigningFormProps) {
  const { t } = useTranslation("onboardingForms");
  const message = useDomainMessage();
  const action = useEmbeddedViewAction(clientId, view.formId);
  const [values, setValues] = useState<FormFieldValues>(() => ownValues(template, view));
  const [draft, setDraft] = useState<SignatureDraft>({ kind: "typed", name: "", pngDataUrl: null });
  const [errors, setErrors] = useState<SigningErrors>(NO_ERRORS);
  const [isDeclining, setDeclining] = useState(false);
  const role = template.roles.find((each) => each.id === view.roleId);

  const send = async (input: EmbeddedViewActionInput) => {
    setErrors(NO_ERRORS);
    try {
      await action.mutateAsync(input);
      onDone();
    } catch (error) {
      const fromServer = isApiError(error) ? fromServerErrors(error.errors) : NO_ERRORS;
      setErrors(hasErrors(fromServer) ? fromServer : { ...NO_ERRORS, general: [(error as Error).message] });
    }
  };

  const sign = () => {
    const checked = validateRecipientValues(template, view.roleId, values);
    const signature = adoptedSignatureSchema.safeParse(toAdoptedSignature(draft));
    const found: SigningErrors = checked.ok ? { fields: {}, general: [] } : fromValueErrors(checked.errors);
    if (!signature.success) found.signature = signature.error.issues[0]?.message;
    if (!checked.ok || !signature.success) {
      setErrors(found);
      return;
    }
    void send({
      action: "signed",
      body: { recipientId: view.recipientId, values: checked.values, signature: signature.data },
    });
  };

  const finishLater = () => {
    const checked = validateRecipientValues(template, view.roleId, values, { finishLater: true });
    if (!checked.ok) {
      setErrors(fromValueErrors(checked.errors));
      return;
    }
    void send({ action: "later", body: { recipientId: view.recipientId, values: checked.values } });
  };

  const allValues = { ...view.values, ...values };
  const hasFieldErrors = Object.keys(errors.fields).length > 0 || Boolean(errors.signature);
  const pageErrors = Object.fromEntries(Object.entries(errors.fields).map(([id, text]) => [id, message(text) ?? text]));
  return (
    <Stack gap="lg">
      <FormTemplateView
        template={template}
        language={language}
        values={allValues}
        editableRoleId={view.roleId}
        errors={pageErrors}
        onChange={(fieldId, value) => setValues((current) => ({ ...current, [fieldId]: value }))}
        ownSignatureSlot={
          <SignatureInput
            roleLabel={role?.label[language] ?? view.roleId}
            draft={draft}
            error={message(errors.signature)}
            onChange={setDraft}
          />
        }
      />
      {hasErrors(errors) && (
        <Alert color="red" role="alert" title={hasFieldErrors ? t("sign.fixErrors") : undefined}>
          {errors.general.length > 0 && (
            <List>
              {errors.general.map((text) => (
                <List.Item key={text}>{message(text)}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
      <Group wrap="wrap">
        <Button onClick={sign} loading={action.isPending && action.variables?.action === "signed"}>
          {t("sign.adopt")}
        </Button>
        <Button
          variant="default"
          onClick={finishLater}
          loading={action.isPending && action.variables?.action === "later"}
        >
          {t("sign.later")}
        </Button>
        <Button variant="outline" color="red" onClick={() => setDeclining(true)}>
          {t("sign.decline")}
        </Button>
      </Group>
      {isDeclining && (
        <DeclineDialog
          isPending={action.isPending}
          failure={action.isError && isDeclining ? (message(action.error.message) ?? null) : null}
          onDecline={(reason) =>
            action.mutate(
              { action: "declined", body: { recipientId: view.recipientId, reason } },
              { onSuccess: () => onDone() },
            )
          }
          onClose={() => {
            action.reset();
            setDeclining(false);
          }}
        />
      )}
    </Stack>
  );
}
