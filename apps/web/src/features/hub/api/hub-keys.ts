/** Query keys of the hub feature: every key starts with "hub" and the client id, so one invalidation refreshes a hub. */
import type { QueryParams } from "@onboard/domain/routes/query-string";

export const hubKeys = {
  all: (clientId: string) => ["hub", clientId] as const,
  tasks: (clientId: string) => ["hub", clientId, "tasks"] as const,
  task: (clientId: string, taskId: string, policyId: string | null) =>
    ["hub", clientId, "tasks", taskId, policyId] as const,
  call: (clientId: string, call: string) => ["hub", clientId, "calls", call] as const,
  welcomeFlow: (clientId: string) => ["hub", clientId, "welcome-flow"] as const,
  newDocumentNotice: (clientId: string) => ["hub", clientId, "new-document-notice"] as const,
  documents: (clientId: string) => ["hub", clientId, "documents"] as const,
  documentsMeta: (clientId: string, query: QueryParams) => ["hub", clientId, "documents", "meta", query] as const,
  onboardingForms: (clientId: string) => ["hub", clientId, "onboarding-forms", "list"] as const,
  formSignerCandidates: (clientId: string) => ["hub", clientId, "onboarding-forms", "signer-candidates"] as const,
  formTemplate: (clientId: string, templateId: string) =>
    ["hub", clientId, "onboarding-forms", "template", templateId] as const,
  embeddedView: (clientId: string, formId: string, recipientId: string) =>
    // Opening the view is a POST that takes the signing lock: outside the list's keys, so no list refresh repeats it.
    ["hub", clientId, "embedded-view", formId, recipientId] as const,
  formLockStatus: (clientId: string, formId: string) =>
    ["hub", clientId, "onboarding-forms", formId, "lock-status"] as const,
};

export function clientPath(clientId: string): string {
  return `/api/clients/${encodeURIComponent(clientId)}`;
}

/** /api/clients/:clientId/onboarding-forms, or one form's path under it. */
export function formsPath(clientId: string, formId?: string): string {
  const base = `${clientPath(clientId)}/onboarding-forms`;
  return formId ? `${base}/${encodeURIComponent(formId)}` : base;
}
