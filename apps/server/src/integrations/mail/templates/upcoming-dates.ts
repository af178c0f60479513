/** "upcoming-dates": a client's tasks due within the due-soon window and not done (owner trigger). */
import type { EmailTemplate } from "./email-template";
import { formatDate } from "./format-date-time";
import { TASK_LABELS, type TaskKey } from "./task-labels";

export interface UpcomingDatesEmailData {
  name: string;
  clientName: string;
  days: number;
  /** dueDate: YYYY-MM-DD */
  tasks: { taskId: TaskKey; dueDate: string; policyNumber: string | null }[];
  link: string;
}

export const upcomingDatesTemplate: EmailTemplate<UpcomingDatesEmailData> = {
  en: (data, context) => ({
    subject: `${data.clientName}: ${data.tasks.length} task(s) due in the next ${data.days} days`,
    greeting: `Hello ${data.name},`,
    intro: [
      `These onboarding tasks of ${data.clientName} are due within ${data.days} days and are not done yet:`,
      ...data.tasks.map(
        (task) =>
          `• ${TASK_LABELS.en[task.taskId]}${task.policyNumber ? ` (policy ${task.policyNumber})` : ""}: due ${formatDate(task.dueDate, "en")}`,
      ),
    ],
    action: { label: "Open the tasks", url: data.link },
    outro: [`Questions? Write to ${context.supportEmail}.`],
  }),
  es: (data, context) => ({
    subject: `${data.clientName}: ${data.tasks.length} tarea(s) vencen en los próximos ${data.days} días`,
    greeting: `Hola, ${data.name}:`,
    intro: [
      `Estas tareas de incorporación de ${data.clientName} vencen dentro de ${data.days} días y aún no están completas:`,
      ...data.tasks.map(
        (task) =>
          `• ${TASK_LABELS.es[task.taskId]}${task.policyNumber ? ` (póliza ${task.policyNumber})` : ""}: vence el ${formatDate(task.dueDate, "es")}`,
      ),
    ],
    action: { label: "Abrir las tareas", url: data.link },
    outro: [`¿Tiene preguntas? Escríbanos a ${context.supportEmail}.`],
  }),
};
