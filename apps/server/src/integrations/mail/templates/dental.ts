/** "dental": what a client with a dental coverage should prepare (rollover and deductible reports; owner trigger). */
import type { EmailTemplate } from "./email-template";

export interface DentalEmailData {
  name: string;
  clientName: string;
  link: string;
}

export const dentalTemplate: EmailTemplate<DentalEmailData> = {
  en: (data, context) => ({
    subject: `Dental coverage for ${data.clientName}: what to prepare`,
    greeting: `Hello ${data.name},`,
    intro: [
      `${data.clientName} has dental coverage with ${context.brandName}.`,
      "To carry over your employees' dental history, please upload the prior carrier's dental rollover information and the deductible and maximum report in the client's policy tasks.",
    ],
    action: { label: "Open the client's tasks", url: data.link },
    outro: [`Questions? Write to ${context.supportEmail}.`],
  }),
  es: (data, context) => ({
    subject: `Cobertura dental de ${data.clientName}: qué preparar`,
    greeting: `Hola, ${data.name}:`,
    intro: [
      `${data.clientName} tiene cobertura dental con ${context.brandName}.`,
      "Para conservar el historial dental de sus empleados, cargue la información de transferencia dental de la aseguradora anterior y el informe de deducibles y máximos en las tareas de póliza del cliente.",
    ],
    action: { label: "Abrir las tareas del cliente", url: data.link },
    outro: [`¿Tiene preguntas? Escríbanos a ${context.supportEmail}.`],
  }),
};
