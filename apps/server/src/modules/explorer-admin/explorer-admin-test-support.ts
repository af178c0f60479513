/** Test data and calls for the explorer administration tests: a client with policies and documents, and a staff caller. */
import { dentalPlan, medicalPlan, visionPlan } from "@onboard/domain/explorer/benefit-plan-test-fixtures";
import type { ExplorerSiteWithPlansFormValues } from "@onboard/domain/explorer/explorer-site-with-plans-schema";
import type { CarrierRole } from "@onboard/domain/users/roles";
import { buildClient, buildDocument, buildPolicy } from "../../../test/factories/index";
import { createSessionFor } from "../../../test/sessions";
import { csrfHeaders, type TestApp } from "../../../test/test-app";

export const PAGES = (clientId: string) => `/api/clients/${clientId}/explorer-pages`;

/** A client with one policy and English and Spanish medical summaries, and a signed-in caller of `role`. */
export async function arrangeClient(t: TestApp, role: CarrierRole = "SLF_ADMIN") {
  const db = t.database.db;
  const client = await buildClient(db);
  const policy = await buildPolicy(db, { clientId: client.id, policyEffective: "2026-01-01" });
  const summaryEn = await buildDocument(db, { clientId: client.id, name: "Medical summary.pdf", language: "en" });
  const summaryEs = await buildDocument(db, { clientId: client.id, name: "Resumen médico.pdf", language: "es" });
  const session = await createSessionFor(db, { role, clientIds: [client.id] });
  return { client, policy, summaryEn, summaryEs, session };
}

/** A complete site with a medical (with summaries), a dental and a vision plan. */
export function siteBody(
  policyId: string,
  documents: { en?: string; es?: string } = {},
  overrides: Partial<ExplorerSiteWithPlansFormValues> = {},
): ExplorerSiteWithPlansFormValues {
  return {
    name: "Harborview 2026 Benefits",
    startsAt: "2026-01-01",
    expiresAt: "2026-12-31T23:59:59Z",
    planYear: "2026",
    openEnrollmentStart: "2025-11-20",
    openEnrollmentEnd: "2025-12-15",
    employerState: "MA",
    employeeCount: 250,
    policyIds: [policyId],
    medicalVideo: "NO_VIDEO",
    territory: "Northeast",
    benefitTypeMetadata: [{ benefitType: "MEDICAL", highlighterText: "Doctor visits", highlighterOrder: 1 }],
    benefits: [
      {
        ...medicalPlan,
        planSummaryDocumentId: documents.en ?? null,
        spanishPlanSummaryDocumentId: documents.es ?? null,
      },
      dentalPlan,
      { ...visionPlan, isNew: true },
    ],
    ...overrides,
  };
}

/** A request with the caller's session (and CSRF for mutations). */
export async function call(
  t: TestApp,
  cookie: string,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  options: { payload?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  const cookies = [cookie];
  if (method !== "GET") {
    const csrf = await csrfHeaders(t.app);
    headers["x-csrf-token"] = csrf["x-csrf-token"] ?? "";
    if (csrf.cookie) cookies.push(csrf.cookie);
  }
  headers.cookie = cookies.join("; ");
  const payload = options.payload === undefined ? {} : { payload: options.payload as object };
  return t.app.inject({ method, url, headers, ...payload });
}
