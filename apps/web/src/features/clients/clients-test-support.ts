/** Test data and a fake server for the client pages. */
import type { ClientDetail, ClientListItem } from "@onboard/domain/clients/client-schemas";
import { CLIENT_SETUP_STEPS } from "@onboard/domain/clients/enums";
import type { ClientSetup } from "@onboard/domain/clients/setup-steps";
import type { Mock } from "vitest";

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

export const listItem = (overrides: Partial<ClientListItem> = {}): ClientListItem => ({
  id: "c1",
  name: "Acme Bakery",
  caseId: "CASE-1",
  ticketId: "ONB-1",
  phaseId: "WELCOME",
  releaseStatus: "NOT_LIVE",
  errorTypes: [],
  isArchived: false,
  isTest: false,
  completedSetup: false,
  implementationType: "NEW_IMPLEMENTATION",
  updatedAt: "2026-11-02T15:00:00.000Z",
  ...overrides,
});

export const clientDetail = (overrides: Partial<ClientDetail> = {}): ClientDetail => ({
  ...listItem(),
  baseClientId: null,
  baseClient: null,
  employeesNumber: 40,
  isActive: true,
  implementationConsultant: null,
  changesUndoneAt: null,
  version: 3,
  createdAt: "2026-10-01T15:00:00.000Z",
  ...overrides,
});

export const emptySetup = (overrides: Partial<ClientSetup> = {}): ClientSetup => ({
  clientId: "c1",
  completedSetup: false,
  canConfirm: false,
  steps: CLIENT_SETUP_STEPS.map((step) => ({ step, completedAt: null, completedBy: null, details: {} })),
  broker: null,
  benAdmin: null,
  eSignatureEnvelope: null,
  configCompanyInfo: null,
  importCompanyInfo: null,
  linkedUsers: [],
  ...overrides,
});

/** The fetch calls made to a path (the query string included in the url). */
export function callsTo(fetchMock: Mock, path: string, method = "GET") {
  return fetchMock.mock.calls.filter(([url, init]) => {
    const pathname = new URL(String(url), "http://localhost").pathname;
    return pathname === path && ((init as RequestInit | undefined)?.method ?? "GET") === method;
  });
}
