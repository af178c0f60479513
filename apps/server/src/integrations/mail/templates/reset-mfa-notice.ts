/**
 * "reset-mfa-notice": tells a user that staff removed their second factor, so that the next sign-in asks them to
 * set up a new one. It carries no token: the sign-in link does not expire, and the notice says so.
 */
import type { EmailTemplate } from "./email-template";
import { formatDateTime } from "./format-date-time";
import { portalLink } from "./portal-link";

export interface ResetMfaNoticeEmailData {
  name: string;
  resetAt: Date;
}

export const resetMfaNoticeTemplate: EmailTemplate<ResetMfaNoticeEmailData> = {
  en: (data, context) => ({
    subject: `Your ${context.brandName} Onboard verification method was reset`,
    greeting: `Hello ${data.name},`,
    intro: [
      `On ${formatDateTime(data.resetAt, "en")}, an administrator reset the multi-factor authentication of your ${context.brandName} Onboard account. Your password has not changed.`,
      "The next time you sign in, you will be asked to set up a new verification method: an authenticator app or a text message.",
    ],
    action: { label: "Sign in", url: portalLink(context.publicOrigin, "login", "en") },
    outro: [
      "This sign-in link does not expire.",
      `If you did not ask for this change, write to ${context.supportEmail} right away.`,
    ],
  }),
  es: (data, context) => ({
    subject: `Se restableció su método de verificación de ${context.brandName} Onboard`,
    greeting: `Hola, ${data.name}:`,
    intro: [
      `El ${formatDateTime(data.resetAt, "es")}, un administrador restableció la autenticación multifactor de su cuenta de ${context.brandName} Onboard. Su contraseña no ha cambiado.`,
      "La próxima vez que inicie sesión, se le pedirá que configure un nuevo método de verificación: una aplicación de autenticación o un mensaje de texto.",
    ],
    action: { label: "Iniciar sesión", url: portalLink(context.publicOrigin, "login", "es") },
    outro: [
      "Este enlace para iniciar sesión no caduca.",
      `Si usted no solicitó este cambio, escríbanos de inmediato a ${context.supportEmail}.`,
    ],
  }),
};
