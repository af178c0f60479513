/** "risk-acceptance": a client has an open "Pending Risk Rejection" error; its users must act (owner trigger). */
import type { EmailTemplate } from "./email-template";

export interface RiskAcceptanceEmailData {
  name: string;
  clientName: string;
  /** The underwriter's note on the error, when there is one. */
  note: string | null;
  link: string;
}

export const riskAcceptanceTemplate: EmailTemplate<RiskAcceptanceEmailData> = {
  en: (data, context) => ({
    subject: `Action needed: ${data.clientName} is pending risk rejection`,
    greeting: `Hello ${data.name},`,
    intro: [
      `The coverage of ${data.clientName} is pending risk rejection: ${context.brandName} cannot accept the risk with the information we have.`,
      ...(data.note ? [`Note from our team: ${data.note}`] : []),
      "Please review the client's open items and send us what is missing so that we can accept the risk.",
    ],
    action: { label: "Review the client", url: data.link },
    outro: [`Questions? Write to ${context.supportEmail}.`],
  }),
  es: (data, context) => ({
    subject: `Acción necesaria: ${data.clientName} está pendiente de rechazo de riesgo`,
    greeting: `Hola, ${data.name}:`,
    intro: [
      `La cobertura de ${data.clientName} está pendiente de rechazo de riesgo: ${context.brandName} no puede aceptar el riesgo con la información que tenemos.`,
      ...(data.note ? [`Nota de nuestro equipo: ${data.note}`] : []),
      "Revise los puntos pendientes del cliente y envíenos lo que falta para que podamos aceptar el riesgo.",
    ],
    action: { label: "Revisar el cliente", url: data.link },
    outro: [`¿Tiene preguntas? Escríbanos a ${context.supportEmail}.`],
  }),
};
