/** "activity-summary": tells carrier staff what changed in the last 24 hours, from the audit trail (owner trigger). */
import type { EmailTemplate } from "./email-template";
import { formatDateTime } from "./format-date-time";

export interface ActivitySummaryEmailData {
  name: string;
  since: Date;
  total: number;
  /** Entries per action, most first. */
  byAction: { action: string; count: number }[];
  link: string;
}

export const activitySummaryTemplate: EmailTemplate<ActivitySummaryEmailData> = {
  en: (data, context) => ({
    subject: `${context.brandName} Onboard activity: ${data.total} change(s) in the last 24 hours`,
    greeting: `Hello ${data.name},`,
    intro: [
      `Since ${formatDateTime(data.since, "en")}, ${data.total} change(s) were recorded in the audit trail.`,
      ...data.byAction.map((entry) => `• ${entry.action}: ${entry.count}`),
    ],
    action: { label: "Open the client list", url: data.link },
    outro: ["You receive this summary because you are carrier staff in Onboard."],
  }),
  es: (data, context) => ({
    subject: `Actividad de ${context.brandName} Onboard: ${data.total} cambio(s) en las últimas 24 horas`,
    greeting: `Hola, ${data.name}:`,
    intro: [
      `Desde el ${formatDateTime(data.since, "es")}, se registraron ${data.total} cambio(s) en el registro de auditoría.`,
      ...data.byAction.map((entry) => `• ${entry.action}: ${entry.count}`),
    ],
    action: { label: "Abrir la lista de clientes", url: data.link },
    outro: ["Recibe este resumen porque forma parte del personal de la aseguradora en Onboard."],
  }),
};
