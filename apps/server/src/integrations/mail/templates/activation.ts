/** "activation": the link that lets a new user choose a first password (valid 7 days), with how to get a new one. */
import type { EmailTemplate, TemplateContext } from "./email-template";
import { formatDateTime } from "./format-date-time";
import { portalLink } from "./portal-link";

export interface ActivationEmailData {
  name: string;
  link: string;
  expiresAt: Date;
  validDays: number;
}

const reactivateLink = (context: TemplateContext) => portalLink(context.publicOrigin, "reactivate", context.language);

export const activationTemplate: EmailTemplate<ActivationEmailData> = {
  en: (data, context) => ({
    subject: `Activate your ${context.brandName} Onboard account`,
    greeting: `Hello ${data.name},`,
    intro: [
      `An account has been created for you in ${context.brandName} Onboard, the portal for the onboarding of group benefits.`,
      "To activate it, open the link below and choose your password.",
    ],
    action: { label: "Activate your account", url: data.link },
    outro: [
      `This link expires in ${data.validDays} days, on ${formatDateTime(data.expiresAt, "en")}, and works only once. If it has expired, ask for a new one at ${reactivateLink(context)}.`,
      `If you were not expecting this e-mail, you can ignore it. Questions? Write to ${context.supportEmail}.`,
    ],
  }),
  es: (data, context) => ({
    subject: `Active su cuenta de ${context.brandName} Onboard`,
    greeting: `Hola, ${data.name}:`,
    intro: [
      `Se ha creado una cuenta para usted en ${context.brandName} Onboard, el portal para la incorporación de beneficios colectivos.`,
      "Para activarla, abra el siguiente enlace y elija su contraseña.",
    ],
    action: { label: "Activar su cuenta", url: data.link },
    outro: [
      `Este enlace caduca en ${data.validDays} días, el ${formatDateTime(data.expiresAt, "es")}, y solo se puede usar una vez. Si ya caducó, solicite uno nuevo en ${reactivateLink(context)}.`,
      `Si no esperaba este correo, puede ignorarlo. ¿Tiene preguntas? Escríbanos a ${context.supportEmail}.`,
    ],
  }),
};
