/**
 * Client rows → the API shapes of packages/domain/src/clients/client-schemas.ts. The name is answered with its escaped
 * less-than sign restored (domain common/text-handling); the audit keeps the name as stored.
 */

import type { ClientDetail, ClientListItem, ClientRef } from "@onboard/domain/clients/client-schemas";
import { implementationConsultantOf } from "@onboard/domain/clients/implementation-consultant";
import { CLIENT_TEXT_FIELDS, restoreLessThanIn } from "@onboard/domain/common/text-handling";
import type { ClientRow, ClientRowWithErrors } from "./repository";

export function presentClientListItem(row: ClientRowWithErrors): ClientListItem {
  const item: ClientListItem = {
    id: row.id,
    name: row.name,
    caseId: row.caseId,
    ticketId: row.ticketId,
    phaseId: row.phaseId,
    releaseStatus: row.releaseStatus,
    errorTypes: row.errorTypes,
    isArchived: row.isArchived,
    isTest: row.isTest,
    completedSetup: row.completedSetup,
    implementationType: row.implementationType,
    updatedAt: row.updatedAt.toISOString(),
  };
  return restoreLessThanIn(item, CLIENT_TEXT_FIELDS);
}

export function presentClientRef(row: ClientRow): ClientRef {
  return restoreLessThanIn({ id: row.id, name: row.name, caseId: row.caseId }, CLIENT_TEXT_FIELDS);
}

function presentConsultant(row: ClientRow): ClientDetail["implementationConsultant"] {
  return implementationConsultantOf({
    firstName: row.implementationConsultantFirstName,
    lastName: row.implementationConsultantLastName,
    phoneNumber: row.implementationConsultantPhoneNumber,
    email: row.implementationConsultantEmail,
  });
}

export function presentClientDetail(row: ClientRowWithErrors, baseClient: ClientRow | null): ClientDetail {
  return {
    ...presentClientListItem(row),
    baseClientId: row.baseClientId,
    baseClient: baseClient ? presentClientRef(baseClient) : null,
    employeesNumber: row.employeesNumber,
    isActive: row.isActive,
    implementationConsultant: presentConsultant(row),
    changesUndoneAt: row.changesUndoneAt?.toISOString() ?? null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The fields an audit entry keeps of a client (what the detail page can edit). */
export function auditedClientFields(row: ClientRow): Record<string, unknown> {
  return {
    name: row.name,
    caseId: row.caseId,
    ticketId: row.ticketId,
    implementationType: row.implementationType,
    isTest: row.isTest,
    isArchived: row.isArchived,
    phaseId: row.phaseId,
    releaseStatus: row.releaseStatus,
    employeesNumber: row.employeesNumber,
    baseClientId: row.baseClientId,
    completedSetup: row.completedSetup,
    implementationConsultant: presentConsultant(row),
  };
}
