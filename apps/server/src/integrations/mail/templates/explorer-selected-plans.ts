/**
 * "explorer-selected-plans": the benefits an employee selected on a public explorer page, e-mailed to them in the
 * language they chose: each plan's title and benefit type, with a link to its plan summary when it has one, and a
 * link back to the page. Enrolling goes through the employer's HR team, which the e-mail says.
 */
import type { EmailTemplate } from "./email-template";

const named = (plan: SelectedPlan) =>
  `• ${plan.title}${plan.planName ? `: ${plan.planName}` : ""} (${plan.benefitType})`;

export interface SelectedPlan {
  title: string;
  /** The plan's own name when the title does not already say it (the carrier's plans are titled by type). */
  planName: string | null;
  /** The benefit type's display name (state-specific where it applies). */
  benefitType: string;
  /** Absolute URL of the plan summary, or null without one. */
  summaryUrl: string | null;
  /** True when the summary is the English one, sent to a Spanish reader for want of a Spanish one. */
  summaryInEnglish: boolean;
}

export interface ExplorerSelectedPlansEmailData {
  /** The employer's name as the page shows it. */
  employerName: string;
  /** Absolute URL of the explorer page, in the reader's language. */
  pageUrl: string;
  plans: SelectedPlan[];
}

export const explorerSelectedPlansTemplate: EmailTemplate<ExplorerSelectedPlansEmailData> = {
  en: (data) => ({
    subject: `Your selected benefits from ${data.employerName}`,
    greeting: "Hello,",
    intro: [
      `Here are the benefits you selected in the ${data.employerName} benefits explorer:`,
      ...data.plans.map((plan) => `${named(plan)}${plan.summaryUrl ? ` — Plan summary: ${plan.summaryUrl}` : ""}`),
    ],
    action: { label: "Open the benefits explorer", url: data.pageUrl },
    outro: [
      "To enroll, or if you have questions about these benefits, contact your employer's HR team.",
      "You received this e-mail because these plans were sent to this address from the benefits explorer. If you did not ask for it, you can ignore it.",
    ],
  }),
  es: (data) => ({
    subject: `Sus beneficios seleccionados de ${data.employerName}`,
    greeting: "Hola:",
    intro: [
      `Estos son los beneficios que seleccionó en el explorador de beneficios de ${data.employerName}:`,
      ...data.plans.map((plan) => {
        const language = plan.summaryInEnglish ? " (en inglés)" : "";
        const summary = plan.summaryUrl ? ` — Resumen del plan${language}: ${plan.summaryUrl}` : "";
        return `${named(plan)}${summary}`;
      }),
    ],
    action: { label: "Abrir el explorador de beneficios", url: data.pageUrl },
    outro: [
      "Para inscribirse, o si tiene preguntas sobre estos beneficios, comuníquese con el equipo de Recursos Humanos de su empleador.",
      "Recibió este correo porque estos planes se enviaron a esta dirección desde el explorador de beneficios. Si usted no lo solicitó, puede ignorarlo.",
    ],
  }),
};
