/** "outside-signer-invitation": the link with which an outside signer (no account) reviews and signs the client's EIF. */
import type { EmailTemplate } from "./email-template";
import { formatDateTime } from "./format-date-time";

export interface OutsideSignerInvitationEmailData {
  name: string;
  clientName: string;
  invitedBy: string;
  link: string;
  expiresAt: Date;
  validDays: number;
  /** The link opens the accepted changes to sign, not the whole form. */
  isUpdates: boolean;
}

export const outsideSignerInvitationTemplate: EmailTemplate<OutsideSignerInvitationEmailData> = {
  en: (data, context) => ({
    subject: data.isUpdates
      ? `Please review and sign the updates to the Enrollment Information Form of ${data.clientName}`
      : `Please review and sign the Enrollment Information Form of ${data.clientName}`,
    greeting: `Hello ${data.name},`,
    intro: [
      `${data.invitedBy} named you as the person who signs the Enrollment Information Form of ${data.clientName} with ${context.brandName}.`,
      data.isUpdates
        ? "Changes made after you signed were accepted. Open the link below to review them and sign the updates. You do not need an account."
        : "Open the link below to review the answers and sign. You do not need an account.",
    ],
    action: { label: data.isUpdates ? "Review and sign the updates" : "Review and sign", url: data.link },
    outro: [
      `This link is for you alone and expires in ${data.validDays} days, on ${formatDateTime(data.expiresAt, "en")}. Do not forward it.`,
      `If you did not expect this e-mail, ignore it or write to ${context.supportEmail}.`,
    ],
  }),
  es: (data, context) => ({
    subject: data.isUpdates
      ? `Revise y firme las actualizaciones del Formulario de Información de Inscripción de ${data.clientName}`
      : `Revise y firme el Formulario de Información de Inscripción de ${data.clientName}`,
    greeting: `Hola, ${data.name}:`,
    intro: [
      `${data.invitedBy} lo(a) designó como la persona que firma el Formulario de Información de Inscripción de ${data.clientName} con ${context.brandName}.`,
      data.isUpdates
        ? "Se aceptaron cambios hechos después de su firma. Abra el siguiente enlace para revisarlos y firmar las actualizaciones. No necesita una cuenta."
        : "Abra el siguiente enlace para revisar las respuestas y firmar. No necesita una cuenta.",
    ],
    action: {
      label: data.isUpdates ? "Revisar y firmar las actualizaciones" : "Revisar y firmar",
      url: data.link,
    },
    outro: [
      `Este enlace es solo para usted y caduca en ${data.validDays} días, el ${formatDateTime(data.expiresAt, "es")}. No lo reenvíe.`,
      `Si no esperaba este correo, ignórelo o escriba a ${context.supportEmail}.`,
    ],
  }),
};
