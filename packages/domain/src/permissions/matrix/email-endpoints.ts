/** Permission-matrix entries for e-mails and the owner-only triggers (onboarding spec §6 and §7 "Emails"). See permission-matrix.ts for how to write one. */
import { OWNER_TRIGGER_PATHS, type OwnerTriggerName, PHASE_CHANGE_FLAG_PATH } from "../../emails/owner-trigger-schemas";
import { ownerOnly, type PermissionMatrixEntry, signedIn, staffOnly } from "../matrix-callers";

/** No e-mail has this id: staff reach the look-up (404) after the permission check others fail (403). */
const UNKNOWN_EMAIL_ID = "00000000-0000-4000-8000-0000000000e1";

const EMAIL_READS: readonly PermissionMatrixEntry[] = [
  {
    method: "GET",
    path: "/api/emails",
    description: "Staff: one page of every e-mail (STAFF_OPERATIONS.readEmails)",
    expect: staffOnly(200),
    query: { limit: "5", offset: "0", sortBy: "createdAt", sortDirection: "desc" },
  },
  {
    method: "GET",
    path: "/api/emails/count",
    description: "Staff: how many e-mails match the list's query",
    expect: staffOnly(200),
  },
  {
    method: "GET",
    path: "/api/emails/:emailId",
    description: "Staff: one e-mail (an unknown id is 404 once the caller may read e-mails)",
    expect: staffOnly(404),
    params: { emailId: UNKNOWN_EMAIL_ID },
  },
  {
    method: "POST",
    path: "/api/emails/:emailId/resend",
    description: "Staff: resend an e-mail (STAFF_OPERATIONS.resendEmail; an unknown id is 404)",
    expect: staffOnly(404),
    params: { emailId: UNKNOWN_EMAIL_ID },
  },
  {
    method: "GET",
    path: "/api/clients/:clientId/emails",
    description: "The client's e-mails: whoever may read the client",
    expect: signedIn(200),
    tenantScoped: { param: "clientId", otherTenantStatus: 403 },
  },
  {
    method: "GET",
    path: "/api/clients/:clientId/emails/:emailId",
    description: "One e-mail of the client (an e-mail not of this client is 404)",
    expect: signedIn(404),
    tenantScoped: { param: "clientId", otherTenantStatus: 403 },
    params: { emailId: UNKNOWN_EMAIL_ID },
  },
];

/** POST /api/admin/<path> for each trigger; each answers 200 with its summary to SLF_OWNER alone. */
const OWNER_TRIGGER_DESCRIPTIONS: Record<OwnerTriggerName, string> = {
  postOnboardingSurvey: "E-mail the post-onboarding survey to users of LIVE clients not yet surveyed",
  phaseChangeEmails: "E-mail users of clients whose phase changed since the last notice (while the flag is on)",
  riskAcceptanceEmails: "E-mail users of clients with an open Pending Risk Rejection error",
  upcomingDatesEmails: "E-mail users the tasks due within 5 days and not done",
  activelyAtWorkReminders: "Remind users of policies taking effect soon of the actively-at-work rule",
  dentalEmails: "E-mail users of clients with a dental coverage",
  resendRejectedEmails: "Queue again every FAILED e-mail",
  purgeQaData: "Delete test clients and what hangs off them",
  generateActivityEmails: "E-mail staff a summary of the last 24 hours of the audit trail",
  createCarrierRecords: "Create the missing task and policy-task records of clients",
};

const OWNER_TRIGGERS: readonly PermissionMatrixEntry[] = [
  ...(Object.entries(OWNER_TRIGGER_PATHS) as [OwnerTriggerName, string][]).map(
    ([name, path]): PermissionMatrixEntry => ({
      method: "POST",
      path: `/api/admin/${path}`,
      description: `Owner only: ${OWNER_TRIGGER_DESCRIPTIONS[name]}`,
      expect: ownerOnly(200),
    }),
  ),
  {
    method: "GET",
    path: PHASE_CHANGE_FLAG_PATH,
    description: "Owner only: whether phase-change e-mails are on",
    expect: ownerOnly(200),
  },
  {
    method: "PUT",
    path: PHASE_CHANGE_FLAG_PATH,
    description: "Owner only: turn phase-change e-mails on or off",
    expect: ownerOnly(200),
    body: { enabled: true },
  },
];

export const EMAIL_ENDPOINTS: readonly PermissionMatrixEntry[] = [...EMAIL_READS, ...OWNER_TRIGGERS];
