/** One line about what a completed setup step recorded (the broker added, the template, the ticket...). */
import type { ClientSetupStep } from "@onboard/domain/clients/enums";

const text = (value: unknown): string => (typeof value === "string" ? value : "");

export function setupStepSummary(step: ClientSetupStep, details: Record<string, unknown>): string {
  switch (step) {
    case "add-broker":
    case "add-ben-admin":
      return details.name ? `${text(details.name)} (${text(details.email)})` : "";
    case "merge-instances":
      return text(details.baseClientName);
    case "welcome-email": {
      const recipients = Array.isArray(details.recipients) ? details.recipients : [];
      return recipients.map((recipient: { name?: unknown }) => text(recipient.name)).join(", ");
    }
    case "census-template":
      return text(details.templateName);
    case "resources":
      return text(details.note);
    case "update-tracker":
      return [text(details.ticketId), text(details.note)].filter(Boolean).join(": ");
    case "e-signature": {
      const templates = Array.isArray(details.templateIds) ? details.templateIds.map(text).join(", ") : "";
      return [text(details.signerName), templates].filter(Boolean).join(", ");
    }
    case "configure-company":
    case "import-company-info": {
      const info = details.companyInfo as Record<string, unknown> | undefined;
      return text(info?.legalName);
    }
    case "confirm-setup":
      return "";
  }
}
