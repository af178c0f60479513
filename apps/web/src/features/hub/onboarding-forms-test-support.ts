/** Test data for the onboarding-forms screens: forms, recipients, a small two-role template and its signing view. */
import type {
  EmbeddedView,
  FormLockStatus,
  OnboardingForm,
  SigningRecipient,
} from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import type { FormTemplate } from "@onboard/domain/onboarding-forms/template-schema";

export const FORM_ID = "00000000-0000-4000-8000-0000000000f1";
export const RECIPIENT_ID = "00000000-0000-4000-8000-0000000000a1";
export const BROKER_RECIPIENT_ID = "00000000-0000-4000-8000-0000000000a2";
export const FORMS_PATH = "/api/clients/c1/onboarding-forms";

export function recipient(overrides: Partial<SigningRecipient> = {}): SigningRecipient {
  return {
    recipientId: RECIPIENT_ID,
    userId: "u2",
    name: "Rosa Benitez",
    email: "rosa@harborview.test",
    title: null,
    roleId: "authorized-signer",
    routingOrder: 1,
    status: "sent",
    deliveredAt: null,
    signedAt: null,
    declinedAt: null,
    declineReason: null,
    lastEditAt: null,
    lastActionAt: "2026-11-20T15:00:00.000Z",
    isTurn: true,
    ...overrides,
  };
}

export function onboardingForm(overrides: Partial<OnboardingForm> = {}): OnboardingForm {
  return {
    id: FORM_ID,
    clientId: "c1",
    policyId: null,
    name: "Test Authorization",
    templateId: "tpl-test-authorization",
    status: "SENT",
    waitingForWebhook: false,
    sentAt: "2026-11-20T15:00:00.000Z",
    completedAt: null,
    declinedAt: null,
    voidedAt: null,
    expired: false,
    expiresAt: null,
    expiresOn: null,
    reminderIntervalDays: 3,
    lastActionAt: "2026-11-20T15:00:00.000Z",
    recipients: [recipient()],
    userAction: "none",
    userRecipientId: null,
    documents: [{ id: "sent", name: "Test Authorization.pdf" }],
    updatedAt: "2026-11-20T15:00:00.000Z",
    ...overrides,
  };
}

/** Two roles: the authorized signer fills a name and an attestation; the broker (signing after) a license number. */
export const TEST_TEMPLATE: FormTemplate = {
  id: "tpl-test-authorization",
  name: { en: "Test Authorization", es: "Autorización de prueba" },
  roles: [
    { id: "authorized-signer", label: { en: "Authorized signer", es: "Firmante autorizado" }, optional: false },
    { id: "broker", label: { en: "Broker", es: "Corredor" }, optional: true },
  ],
  pages: [
    {
      blocks: [
        { type: "heading", text: { en: "Authorization", es: "Autorización" } },
        { type: "paragraph", text: { en: "The sponsor authorizes the carrier.", es: "El patrocinador autoriza." } },
        {
          type: "field",
          field: {
            id: "group-name",
            label: { en: "Group name", es: "Nombre del grupo" },
            kind: "text",
            required: true,
            filledBy: "authorized-signer",
          },
        },
        {
          type: "field",
          field: {
            id: "attest",
            label: { en: "I confirm the above", es: "Confirmo lo anterior" },
            kind: "checkbox",
            required: true,
            filledBy: "authorized-signer",
          },
        },
        {
          type: "field",
          field: {
            id: "license",
            label: { en: "Broker license", es: "Licencia del corredor" },
            kind: "text",
            required: false,
            filledBy: "broker",
          },
        },
        { type: "signature", roleId: "authorized-signer" },
        { type: "signature", roleId: "broker" },
      ],
    },
  ],
};

export function embeddedView(overrides: Partial<EmbeddedView> = {}): EmbeddedView {
  return {
    url: `/client/c1/onboarding-forms/${FORM_ID}/action/${RECIPIENT_ID}`,
    formId: FORM_ID,
    recipientId: RECIPIENT_ID,
    templateId: TEST_TEMPLATE.id,
    templateVersion: 1,
    roleId: "authorized-signer",
    values: {},
    documentSha256: null,
    lockedUntil: "2026-11-20T15:30:00.000Z",
    ...overrides,
  };
}

export function lockStatus(overrides: Partial<FormLockStatus> = {}): FormLockStatus {
  return { locked: false, mine: false, lockedByName: null, lockedUntil: null, ...overrides };
}

export const SIGN_PATH = `/client/c1/onboarding-forms/${FORM_ID}/action/${RECIPIENT_ID}`;
export const VIEW_PATH = `/client/c1/onboarding-forms/${FORM_ID}/view/${RECIPIENT_ID}`;
