/**
 * Field-level update rules: what a BROKER or BEN_ADMIN may not change on their own client (both specs §6), and on
 * their own broker record. Names are the API's field names; nested paths under them (`policies.0.phaseId`) are
 * covered too.
 */

export const CLIENT_FIELDS_FORBIDDEN_FOR_EXTERNAL_ROLES = [
  // identity
  "id",
  // flags
  "isActive",
  "isTest",
  "isOnboard",
  "isBenefitsExplorer",
  "isArchived",
  "implementationType",
  "baseClientId",
  "name",
  "caseId",
  "ticketId",
  // the carrier's own staff on the case: set by carrier staff, shown to the client
  "implementationConsultant",
  // collections, each edited through its own endpoint and rules
  "policies",
  "users",
  "tasks",
  "plans",
  "bills",
  "deletedBills",
  "subsidiaries",
  "contacts",
  "apiJobs",
  "clientErrors",
  // signing
  "eifSignedAt",
  "eifSignedBy",
  "eifSignedByUserId",
  "outsideSigner",
  "outsideSignerTokenIssuedAt",
  "authorizedSigner",
  "authorizedSignerUserId",
  // internal state and dates
  "releaseStatus",
  "phaseId",
  "completedSetup",
  "createdAt",
  "updatedAt",
  "deletedAt",
  "kickoffCallStatus",
  "kickoffCallUpdatedAt",
  "kickoffCallUpdatedBy",
  "installCallStatus",
  "installCallUpdatedAt",
  "installCallUpdatedBy",
  "setYourGoalsUpdatedAt",
  "changesAcceptedAt",
  "changesAcceptedBy",
  "changesDeclinedAt",
  "changesDeclinedBy",
  "readyForReviewAt",
  "readyForReviewBy",
  "changesUndoneAt",
  "changesUndoneBy",
] as const;
export type ClientForbiddenField = (typeof CLIENT_FIELDS_FORBIDDEN_FOR_EXTERNAL_ROLES)[number];

/**
 * A broker updates their own record except clientIds (spec §6). Identity and role are excluded too: the spec does not
 * list them, but a broker who could edit their own role could grant themselves the carrier's rights.
 */
export const BROKER_SELF_FIELDS_FORBIDDEN = ["clientIds", "clients", "id", "userId", "role"] as const;

/** The CASL field patterns for a list: each field and every path below it. */
export function withNestedPaths(fields: readonly string[]): string[] {
  return fields.flatMap((field) => [field, `${field}.**`]);
}
