/** "explorer-lead": tells the carrier's team of a new lead (an employer or broker) left on the public explorer. */
import type { EmailTemplate } from "./email-template";

export interface ExplorerLeadEmailData {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  city: string;
  state: string;
  externalUser: "EMPLOYER" | "BROKER";
  employerName: string;
  brokerName: string | null;
  /** The explorer page the lead came from (its name and absolute URL), when there is one. */
  pageName: string | null;
  pageUrl: string | null;
}

function details(data: ExplorerLeadEmailData, labels: Record<string, string>): string[] {
  const isBroker = data.externalUser === "BROKER";
  return [
    `${labels.name}: ${data.firstName} ${data.lastName}`,
    `${labels.email}: ${data.email}`,
    `${labels.phone}: ${data.phone}`,
    `${labels.location}: ${data.city}, ${data.state}`,
    `${labels.type}: ${isBroker ? labels.broker : labels.employer}`,
    `${isBroker ? labels.clientName : labels.employerName}: ${data.employerName}`,
    ...(isBroker && data.brokerName ? [`${labels.brokerName}: ${data.brokerName}`] : []),
    ...(data.pageName ? [`${labels.page}: ${data.pageName}`] : []),
  ];
}

export const explorerLeadTemplate: EmailTemplate<ExplorerLeadEmailData> = {
  en: (data) => ({
    subject: `New benefits explorer lead: ${data.firstName} ${data.lastName} (${data.employerName})`,
    greeting: "Hello,",
    intro: [
      "Someone left their details in the benefits explorer and would like to be contacted:",
      ...details(data, {
        name: "Name",
        email: "E-mail",
        phone: "Phone",
        location: "City and state",
        type: "Employer/Broker",
        employer: "Employer",
        broker: "Broker",
        employerName: "Employer name",
        clientName: "Client name",
        brokerName: "Broker name",
        page: "Explorer page",
      }),
    ],
    ...(data.pageUrl && { action: { label: "Open the explorer page", url: data.pageUrl } }),
    outro: ["Please get in touch within one business day."],
  }),
  es: (data) => ({
    subject: `Nuevo contacto del explorador de beneficios: ${data.firstName} ${data.lastName} (${data.employerName})`,
    greeting: "Hola:",
    intro: [
      "Una persona dejó sus datos en el explorador de beneficios y desea que la contacten:",
      ...details(data, {
        name: "Nombre",
        email: "Correo electrónico",
        phone: "Teléfono",
        location: "Ciudad y estado",
        type: "Empleador/Corredor",
        employer: "Empleador",
        broker: "Corredor",
        employerName: "Nombre del empleador",
        clientName: "Nombre del cliente",
        brokerName: "Nombre del corredor",
        page: "Página del explorador",
      }),
    ],
    ...(data.pageUrl && { action: { label: "Abrir la página del explorador", url: data.pageUrl } }),
    outro: ["Por favor, comuníquese con esta persona en un plazo de un día hábil."],
  }),
};
