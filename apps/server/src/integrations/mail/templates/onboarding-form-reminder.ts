/**
 * "onboarding-form-reminder": reminds the recipient whose turn it is to sign an onboarding form (an e-sign envelope)
 * that it still waits for them, with the link to the form in the portal, and its expiry when it has one.
 */
import type { EmailTemplate } from "./email-template";
import { formatDateTime } from "./format-date-time";

export interface OnboardingFormReminderEmailData {
  name: string;
  /** The form's name (the template's), e.g. "Group application"; null: "the onboarding form". */
  formName: string | null;
  /** The client the form is for, when known. */
  clientName: string | null;
  link: string;
  /** When the form can no longer be signed; null when it does not expire. */
  expiresAt: Date | null;
}

export const onboardingFormReminderTemplate: EmailTemplate<OnboardingFormReminderEmailData> = {
  en: (data, context) => {
    const form = `the ${data.formName ?? "onboarding form"}${data.clientName ? ` of ${data.clientName}` : ""}`;
    return {
      subject: `Reminder: please review and sign ${form}`,
      greeting: `Hello ${data.name},`,
      intro: [
        `A reminder that ${form} with ${context.brandName} is waiting for your signature.`,
        "Open the link below to review and sign it in the portal.",
      ],
      action: { label: "Review and sign", url: data.link },
      outro: [
        data.expiresAt
          ? `The form can be signed until ${formatDateTime(data.expiresAt, "en")}.`
          : "You will be reminded until the form is signed.",
        `If you did not expect this e-mail, ignore it or write to ${context.supportEmail}.`,
      ],
    };
  },
  es: (data, context) => {
    const form = `${data.formName ? `el formulario ${data.formName}` : "el formulario de incorporación"}${
      data.clientName ? ` de ${data.clientName}` : ""
    }`;
    return {
      subject: `Recordatorio: revise y firme ${form}`,
      greeting: `Hola, ${data.name}:`,
      intro: [
        `Le recordamos que ${form} con ${context.brandName} espera su firma.`,
        "Abra el siguiente enlace para revisarlo y firmarlo en el portal.",
      ],
      action: { label: "Revisar y firmar", url: data.link },
      outro: [
        data.expiresAt
          ? `El formulario se puede firmar hasta el ${formatDateTime(data.expiresAt, "es")}.`
          : "Recibirá recordatorios hasta que el formulario esté firmado.",
        `Si no esperaba este correo, ignórelo o escriba a ${context.supportEmail}.`,
      ],
    };
  },
};
