/**
 * "census-submitted": tells the carrier's team that a client submitted the enrollment census of a policy (issue 16
 * "Staff are notified"): who submitted which file with how many rows, and the link to the census in the portal.
 */
import type { EmailTemplate } from "./email-template";

const ROWS_EN = new Intl.NumberFormat("en-US");
const ROWS_ES = new Intl.NumberFormat("es-US");

export interface CensusSubmittedEmailData {
  clientName: string;
  policyId: string;
  /** The census file's name as stored. */
  fileName: string;
  /** The employees and dependents in the file (its rows after the header). */
  rows: number;
  /** The name of the person who submitted it. */
  submittedBy: string;
  /** The policy's census page in the portal. */
  censusUrl: string;
}

export const censusSubmittedTemplate: EmailTemplate<CensusSubmittedEmailData> = {
  en: (data) => ({
    subject: `Census submitted: ${data.clientName}, policy ${data.policyId}`,
    greeting: "Hello,",
    intro: [
      `${data.submittedBy} submitted the enrollment census of ${data.clientName} for policy ${data.policyId}.`,
      `File: ${data.fileName}`,
      `Rows: ${ROWS_EN.format(data.rows)}`,
      "It passed the portal's validation without errors. Please review it and continue with the policy's setup.",
    ],
    action: { label: "Open the census", url: data.censusUrl },
    outro: [],
  }),
  es: (data) => ({
    subject: `Censo enviado: ${data.clientName}, póliza ${data.policyId}`,
    greeting: "Hola:",
    intro: [
      `${data.submittedBy} envió el censo de inscripción de ${data.clientName} para la póliza ${data.policyId}.`,
      `Archivo: ${data.fileName}`,
      `Filas: ${ROWS_ES.format(data.rows)}`,
      "Pasó la validación del portal sin errores. Revíselo y continúe con la configuración de la póliza.",
    ],
    action: { label: "Abrir el censo", url: data.censusUrl },
    outro: [],
  }),
};
