/** "post-onboarding-survey": asks the users of a client that went LIVE how onboarding went (owner trigger). */
import type { EmailTemplate } from "./email-template";

export interface PostOnboardingSurveyEmailData {
  name: string;
  clientName: string;
  /** The client's hub home, where the feedback form is. */
  link: string;
}

export const postOnboardingSurveyTemplate: EmailTemplate<PostOnboardingSurveyEmailData> = {
  en: (data, context) => ({
    subject: `How was onboarding ${data.clientName} with ${context.brandName}?`,
    greeting: `Hello ${data.name},`,
    intro: [
      `${data.clientName} has completed onboarding and is now live. Congratulations!`,
      "We would like to hear how it went. Please take two minutes to share your feedback on the client's home page.",
    ],
    action: { label: "Share your feedback", url: data.link },
    outro: [`Thank you for helping us improve. Questions? Write to ${context.supportEmail}.`],
  }),
  es: (data, context) => ({
    subject: `¿Cómo fue la incorporación de ${data.clientName} con ${context.brandName}?`,
    greeting: `Hola, ${data.name}:`,
    intro: [
      `${data.clientName} completó la incorporación y ya está activo. ¡Felicitaciones!`,
      "Nos gustaría saber cómo le fue. Dedique dos minutos a darnos su opinión en la página de inicio del cliente.",
    ],
    action: { label: "Dar su opinión", url: data.link },
    outro: [`Gracias por ayudarnos a mejorar. ¿Tiene preguntas? Escríbanos a ${context.supportEmail}.`],
  }),
};
