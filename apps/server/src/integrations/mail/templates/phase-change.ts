/** "phase-change": tells a client's users that its onboarding moved to a new phase (owner trigger). */
import type { Phase } from "@onboard/domain/clients/enums";
import type { Language } from "@onboard/domain/common/environments";
import type { EmailTemplate } from "./email-template";

export interface PhaseChangeEmailData {
  name: string;
  clientName: string;
  phase: Phase;
  link: string;
}

const PHASE_LABELS: Record<Language, Record<Phase, string>> = {
  en: {
    WELCOME: "Welcome",
    INFO_GATHERING: "Information gathering",
    REVIEW_AND_VALIDATE: "Review and validate",
    PLAN_APPROVAL: "Plan approval",
    CONTRACTS_AND_BILLING: "Contracts and billing",
    ONBOARDING_COMPLETE: "Onboarding complete",
  },
  es: {
    WELCOME: "Bienvenida",
    INFO_GATHERING: "Recopilación de información",
    REVIEW_AND_VALIDATE: "Revisión y validación",
    PLAN_APPROVAL: "Aprobación del plan",
    CONTRACTS_AND_BILLING: "Contratos y facturación",
    ONBOARDING_COMPLETE: "Incorporación completa",
  },
};

export const phaseChangeTemplate: EmailTemplate<PhaseChangeEmailData> = {
  en: (data, context) => ({
    subject: `${data.clientName} is now in the ${PHASE_LABELS.en[data.phase]} phase`,
    greeting: `Hello ${data.name},`,
    intro: [
      `The onboarding of ${data.clientName} with ${context.brandName} has moved to a new phase: ${PHASE_LABELS.en[data.phase]}.`,
      "Open the client's home page to see the tasks of this phase and their due dates.",
    ],
    action: { label: "See the tasks", url: data.link },
    outro: [`Questions? Write to ${context.supportEmail}.`],
  }),
  es: (data, context) => ({
    subject: `${data.clientName} está ahora en la fase ${PHASE_LABELS.es[data.phase]}`,
    greeting: `Hola, ${data.name}:`,
    intro: [
      `La incorporación de ${data.clientName} con ${context.brandName} pasó a una nueva fase: ${PHASE_LABELS.es[data.phase]}.`,
      "Abra la página de inicio del cliente para ver las tareas de esta fase y sus fechas de vencimiento.",
    ],
    action: { label: "Ver las tareas", url: data.link },
    outro: [`¿Tiene preguntas? Escríbanos a ${context.supportEmail}.`],
  }),
};
