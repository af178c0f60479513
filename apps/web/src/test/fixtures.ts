/** Test data shaped like the server's answers. */
import type { ClientDetail } from "@onboard/domain/clients/client-schemas";
import type { AppConfiguration } from "@onboard/domain/configuration/app-configuration";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";

export const testConfiguration: AppConfiguration = {
  environment: "local",
  brand: {
    name: "Sun Life",
    shortName: "Sun Life",
    primaryColor: "#0b5cab",
    contrastColor: "#ffffff",
    logoUrl: "/brand/logo.svg",
  },
  support: { email: "support@onboard.test", phone: "1-800-555-0100", chatUrl: null },
  helpCenterUrl: "https://help.onboard.test",
  legalLinks: {
    legal: "https://onboard.test/legal",
    privacy: "https://onboard.test/privacy",
    security: "https://onboard.test/security",
    fraud: "https://onboard.test/fraud",
  },
  explorerOrigin: null,
  publicOrigin: "http://localhost:3000",
  errorReporting: { tunnel: "/api/sentry", traceSampleRate: 1 },
  identity: {
    issuer: "http://localhost:3000/oidc",
    clientId: "onboard-web",
    redirectUri: "http://localhost:3000/login/callback",
    scope: "openid email profile offline_access",
    resource: "http://localhost:3000/api",
  },
  version: "test",
};

export const testUser: AuthenticatedUser = {
  id: "u1",
  userId: "u1",
  name: "Avery Admin",
  email: "avery@onboard.test",
  phoneNumber: null,
  role: "SLF_ADMIN",
  termsOfUseDate: "2025-01-02T00:00:00.000Z",
  clientIds: [],
  clients: [],
};

/** A benefits administrator of one client (its setup completed). */
export function testBenAdmin(clientId: string, clientName = "Harborview Logistics"): AuthenticatedUser {
  return {
    ...testUser,
    id: "u2",
    userId: "u2",
    name: "Rosa Benitez",
    role: "BEN_ADMIN",
    clientIds: [clientId],
    clients: [{ id: clientId, name: clientName, completedSetupAt: "2026-10-02T12:00:00.000Z" }],
  };
}

/** The client GET /api/clients/:clientId answers in the fake server (the hub layout reads its name and consultant). */
export function testClient(id: string, overrides: Partial<ClientDetail> = {}): ClientDetail {
  return {
    id,
    name: "Harborview Logistics",
    caseId: "CASE-1",
    ticketId: null,
    phaseId: "INFO_GATHERING",
    releaseStatus: "NOT_LIVE",
    errorTypes: [],
    isArchived: false,
    isTest: false,
    completedSetup: true,
    implementationType: "NEW_IMPLEMENTATION",
    updatedAt: "2026-11-01T12:00:00.000Z",
    baseClientId: null,
    baseClient: null,
    employeesNumber: 120,
    isActive: true,
    implementationConsultant: {
      firstName: "Iris",
      lastName: "Chen",
      phoneNumber: "555-0101",
      email: "iris@onboard.test",
    },
    changesUndoneAt: null,
    version: 1,
    createdAt: "2026-10-01T12:00:00.000Z",
    ...overrides,
  };
}
