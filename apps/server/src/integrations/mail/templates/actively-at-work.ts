/** "actively-at-work": a policy takes effect soon; only employees actively at work on that date are covered. */
import type { EmailTemplate } from "./email-template";
import { formatDate } from "./format-date-time";

export interface ActivelyAtWorkEmailData {
  name: string;
  clientName: string;
  policyNumber: string;
  /** YYYY-MM-DD */
  effectiveDate: string;
  link: string;
}

export const activelyAtWorkTemplate: EmailTemplate<ActivelyAtWorkEmailData> = {
  en: (data, context) => ({
    subject: `Reminder: policy ${data.policyNumber} of ${data.clientName} takes effect on ${formatDate(data.effectiveDate, "en")}`,
    greeting: `Hello ${data.name},`,
    intro: [
      `Policy ${data.policyNumber} of ${data.clientName} with ${context.brandName} takes effect on ${formatDate(data.effectiveDate, "en")}.`,
      "Coverage starts only for employees who are actively at work on that date. Employees who are absent (for example on leave or disabled) are covered from the day they return to active work.",
      "Please make sure your enrollment information reflects who is actively at work.",
    ],
    action: { label: "Review the enrollment", url: data.link },
    outro: [`Questions? Write to ${context.supportEmail}.`],
  }),
  es: (data, context) => ({
    subject: `Recordatorio: la póliza ${data.policyNumber} de ${data.clientName} entra en vigor el ${formatDate(data.effectiveDate, "es")}`,
    greeting: `Hola, ${data.name}:`,
    intro: [
      `La póliza ${data.policyNumber} de ${data.clientName} con ${context.brandName} entra en vigor el ${formatDate(data.effectiveDate, "es")}.`,
      "La cobertura comienza solo para los empleados que estén trabajando activamente en esa fecha. Los empleados ausentes (por ejemplo, con licencia o incapacidad) quedan cubiertos desde el día en que vuelvan a trabajar activamente.",
      "Asegúrese de que la información de inscripción refleje quién está trabajando activamente.",
    ],
    action: { label: "Revisar la inscripción", url: data.link },
    outro: [`¿Tiene preguntas? Escríbanos a ${context.supportEmail}.`],
  }),
};
