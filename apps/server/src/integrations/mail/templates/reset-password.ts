/** "reset-password": the single-use link to choose a new password (valid 60 minutes). */
import type { EmailTemplate } from "./email-template";
import { formatDateTime } from "./format-date-time";

export interface ResetPasswordEmailData {
  name: string;
  link: string;
  expiresAt: Date;
  validMinutes: number;
}

export const resetPasswordTemplate: EmailTemplate<ResetPasswordEmailData> = {
  en: (data, context) => ({
    subject: `Reset your ${context.brandName} Onboard password`,
    greeting: `Hello ${data.name},`,
    intro: [
      `We received a request to reset the password of your ${context.brandName} Onboard account.`,
      "To choose a new password, open the link below.",
    ],
    action: { label: "Reset your password", url: data.link },
    outro: [
      `This link expires in ${data.validMinutes} minutes, on ${formatDateTime(data.expiresAt, "en")}, and works only once.`,
      `If you did not ask to reset your password, ignore this e-mail: your password stays as it is. Questions? Write to ${context.supportEmail}.`,
    ],
  }),
  es: (data, context) => ({
    subject: `Restablezca su contraseña de ${context.brandName} Onboard`,
    greeting: `Hola, ${data.name}:`,
    intro: [
      `Recibimos una solicitud para restablecer la contraseña de su cuenta de ${context.brandName} Onboard.`,
      "Para elegir una contraseña nueva, abra el siguiente enlace.",
    ],
    action: { label: "Restablecer su contraseña", url: data.link },
    outro: [
      `Este enlace caduca en ${data.validMinutes} minutos, el ${formatDateTime(data.expiresAt, "es")}, y solo se puede usar una vez.`,
      `Si usted no solicitó restablecer su contraseña, ignore este correo: su contraseña no cambiará. ¿Tiene preguntas? Escríbanos a ${context.supportEmail}.`,
    ],
  }),
};
