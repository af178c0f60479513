/**
 * "client-welcome": the client setup's welcome e-mail to the brokers and ben admins linked to a client, telling them
 * that the client's onboarding is open in the portal and where to sign in.
 */
import type { EmailTemplate } from "./email-template";
import { portalLink } from "./portal-link";

export interface ClientWelcomeEmailData {
  name: string;
  clientName: string;
  /** The implementation consultant's name, when the client has one. */
  consultantName: string | null;
}

export const clientWelcomeTemplate: EmailTemplate<ClientWelcomeEmailData> = {
  en: (data, context) => ({
    subject: `Welcome to ${context.brandName} Onboard: ${data.clientName}`,
    greeting: `Hello ${data.name},`,
    intro: [
      `The onboarding of ${data.clientName} is now open in ${context.brandName} Onboard. You can follow its tasks, upload documents and complete its company information there.`,
      data.consultantName
        ? `${data.consultantName}, your implementation consultant, will guide you through each step.`
        : "Your implementation consultant will guide you through each step.",
    ],
    action: { label: "Sign in", url: portalLink(context.publicOrigin, "login", "en") },
    outro: [`Questions? Write to ${context.supportEmail}.`],
  }),
  es: (data, context) => ({
    subject: `Bienvenido a ${context.brandName} Onboard: ${data.clientName}`,
    greeting: `Hola, ${data.name}:`,
    intro: [
      `La incorporación de ${data.clientName} ya está abierta en ${context.brandName} Onboard. Allí puede seguir sus tareas, subir documentos y completar la información de la empresa.`,
      data.consultantName
        ? `${data.consultantName}, su consultor de implementación, le guiará en cada paso.`
        : "Su consultor de implementación le guiará en cada paso.",
    ],
    action: { label: "Iniciar sesión", url: portalLink(context.publicOrigin, "login", "es") },
    outro: [`¿Tiene preguntas? Escríbanos a ${context.supportEmail}.`],
  }),
};
