/**
 * The valid request each mutation starts from: path params filled with the chosen tenant's records, the matrix's
 * query and body (or an example of the route's schema), and for a few routes a body naming the tenant's records so
 * that validation runs to its end (a site with the tenant's policy and document, the tenant's document ids).
 */
import { randomBytes } from "node:crypto";
import { medicalPlan } from "@onboard/domain/explorer/benefit-plan-test-fixtures";
import type { MatrixCaller } from "@onboard/domain/permissions/permission-matrix";
import type { CarrierRole } from "@onboard/domain/users/roles";
import type { TenantChoice } from "./fuzz-case";
import type { FuzzWorld, Tenant } from "./fuzz-world";
import { exampleOf } from "./json-schema";
import type { FuzzRoute } from "./route-catalog";

export interface BaseRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

function userIdFor(route: FuzzRoute, world: FuzzWorld, tenant: Tenant, caller: MatrixCaller, choice: TenantChoice) {
  const own = caller === "anonymous" ? undefined : world.callers[caller as CarrierRole];
  if (choice === "own" && route.matrix?.tenantScoped?.param === "userId" && own) return own.id;
  if (route.path.startsWith("/api/users/internal/")) return world.staff.id;
  const role = route.matrix?.targetUser?.role ?? (route.path.includes("/ben-admin/") ? "BEN_ADMIN" : "BROKER");
  return role === "BEN_ADMIN" ? tenant.benAdmin.id : tenant.broker.id;
}

function paramValue(
  name: string,
  route: FuzzRoute,
  world: FuzzWorld,
  caller: MatrixCaller,
  choice: TenantChoice,
): string {
  const tenant = world[choice];
  switch (name) {
    case "clientId":
      return tenant.clientId;
    case "documentId":
      return tenant.documentId;
    case "id":
      return route.path.startsWith("/api/documents/") ? tenant.documentId : tenant.explorerPageId;
    case "explorerPageId":
      return tenant.explorerPageId;
    case "associationId":
      return tenant.associationId;
    case "emailId":
      return tenant.emailId;
    case "vidyardId":
      return tenant.videoId;
    case "ticketId":
      return tenant.ticketId;
    case "userId":
      return userIdFor(route, world, tenant, caller, choice);
    case "pageOwnerId":
    case "currentPageOwnerId":
      return world.staff.id;
    case "newPageOwnerId":
      return world.callers.SLF_ADMIN.id;
    case "email":
    case "value":
      return tenant.broker.email;
    case "contactId":
      return tenant.eif.contactId;
    case "subsidiaryId":
      return tenant.eif.subsidiaryId;
    case "mailingLocationId":
      return tenant.eif.mailingLocationId;
  }
  const given = route.matrix?.params?.[name];
  if (given !== undefined) return given;
  return String(exampleOf(route.params[name] ?? {}));
}

/** A complete live site with one medical plan, on the given policy, summary document and page owner. */
export function siteBody(records: { policyId: string; documentId: string }, ownerId: string, slug: string) {
  return {
    name: "Fuzz Benefits 2026",
    startsAt: "2026-01-01",
    expiresAt: "2099-12-31T23:59:59Z",
    planYear: "2026",
    openEnrollmentStart: "2025-11-20",
    openEnrollmentEnd: "2099-12-15",
    employerState: "MA",
    employeeCount: 250,
    policyIds: [records.policyId],
    medicalVideo: "NO_VIDEO",
    isLive: true,
    vanitySlug: slug,
    pageOwnerUserId: ownerId,
    benefitTypeMetadata: [{ benefitType: "MEDICAL", highlighterText: "Doctor visits", highlighterOrder: 1 }],
    benefits: [{ ...medicalPlan, planSummaryDocumentId: records.documentId }],
  };
}

/** Bodies that name the tenant's records, for the routes whose body must point at real records to be valid. */
function bodyFor(route: FuzzRoute, world: FuzzWorld, tenant: Tenant): unknown {
  const key = `${route.method} ${route.path}`;
  const unique = randomBytes(6).toString("hex");
  switch (key) {
    case "POST /api/clients/:clientId/explorer-pages":
      return siteBody(tenant, world.staff.id, `fuzz-${unique}`);
    case "PUT /api/clients/:clientId/explorer-pages/:explorerPageId":
      return siteBody(tenant, world.staff.id, tenant.vanitySlug);
    case "PUT /api/clients/:clientId/documents/meta":
      return { documentIds: [tenant.documentId], language: "es" };
    case "POST /api/explorer-pages/:id/email-plan":
      return { email: "employee@example.test", benefits: [tenant.planId], recaptchaToken: "probe", language: "en" };
    case "POST /api/users/update-email-and-send-activation-email":
      return { users: [{ userId: tenant.broker.id, email: `bulk-${unique}@example.test`, clientId: tenant.clientId }] };
    case "POST /api/clients/:clientId/contacts":
    case "PUT /api/clients/:clientId/contacts/:contactId":
      return {
        ...(route.matrix?.body as object),
        locationId: tenant.eif.locationId,
        locationManagementType: "LIMITED",
        managedLocationIds: [tenant.eif.locationId],
      };
    case "POST /api/clients/:clientId/subsidiary":
    case "PUT /api/clients/:clientId/subsidiary/:subsidiaryId":
      return { locationId: tenant.eif.locationId, taxId: "12-3456789" };
    case "POST /api/clients/:clientId/monthly-claims-report-mailing-location":
    case "PUT /api/clients/:clientId/monthly-claims-report-mailing-location/:mailingLocationId":
      return { policyId: tenant.policyId, locationId: tenant.eif.locationId, contactId: tenant.eif.contactId };
    case "PUT /api/clients/:clientId/bills/bulk":
      return {
        bills: [
          {
            name: "Fuzz bill",
            policyId: tenant.policyId,
            contactId: tenant.eif.contactId,
            locationId: tenant.eif.locationId,
            groupedLocationIds: [tenant.eif.locationId],
            categoriesByLocation: [{ locationId: tenant.eif.locationId, categories: ["Salaried"] }],
          },
        ],
      };
    case "PUT /api/clients/:clientId/plans":
      // The plan's version goes up with each accepted write: later runs meet 412 once their input has passed the schema.
      return { plans: [{ id: tenant.eif.planId, version: 1, carrierName: "Fuzz carrier", terminationDate: null }] };
    case "POST /api/clients/:clientId/base-client":
      return { baseClientId: world.other.clientId === tenant.clientId ? world.own.clientId : world.other.clientId };
  }
  const body = route.matrix?.body;
  if (body !== undefined) return JSON.parse(JSON.stringify(body).replaceAll("{unique}", unique));
  if (route.body) return exampleOf(route.body);
  return undefined;
}

export function baseRequest(route: FuzzRoute, world: FuzzWorld, caller: MatrixCaller, choice: TenantChoice) {
  const params = Object.fromEntries(
    route.pathParams.map((name) => [name, paramValue(name, route, world, caller, choice)]),
  );
  const query: Record<string, string> = { ...route.matrix?.query };
  const scope = route.matrix?.tenantScoped?.param;
  if (scope === "clientId" && !route.pathParams.includes(scope)) query[scope] = world[choice].clientId;
  for (const name of route.requiredQuery) query[name] ??= String(exampleOf(route.query[name] ?? {}));
  return { params, query, body: bodyFor(route, world, world[choice]) } satisfies BaseRequest;
}

/** The body the arbitraries read current values from (no fixtures needed: ids are placeholders). */
export function staticBody(route: FuzzRoute): unknown {
  const body = route.matrix?.body;
  if (body !== undefined) return body;
  return route.body ? exampleOf(route.body) : undefined;
}
