/** Query keys of the EIF feature: every key starts with "eif" and the client id, so one invalidation refreshes a form. */
import { eifClientPath, eifDraftKeys } from "../../../lib/eif-draft/get-eif-draft";

export const eifKeys = {
  all: eifDraftKeys.all,
  draft: eifDraftKeys.draft,
  contacts: (clientId: string) => ["eif", clientId, "contacts"] as const,
  bills: (clientId: string) => ["eif", clientId, "bills"] as const,
  subsidiaries: (clientId: string) => ["eif", clientId, "subsidiaries"] as const,
  mailingLocations: (clientId: string) => ["eif", clientId, "monthly-claims-report-mailing-locations"] as const,
  employeeClasses: (clientId: string) => ["eif", clientId, "employee-classes"] as const,
  additionalCompensations: (clientId: string) => ["eif", clientId, "additional-compensations"] as const,
  employeeClass: (clientId: string, employeeClassId: string) =>
    ["eif", clientId, "employee-classes", employeeClassId] as const,
  changes: (clientId: string) => ["eif", clientId, "eif-changes"] as const,
  changeLog: (clientId: string) => ["eif", clientId, "change-log"] as const,
  outsideSigner: (clientId: string) => ["eif", clientId, "outside-signer"] as const,
  /** Not under a client: the same list for every form. */
  benAdminPlatforms: () => ["eif", "ben-admin-platforms"] as const,
  /** The outside signer's own review (public pages, signer token): apart from the staff's "eif" keys. */
  outsideReview: (clientId: string) => ["outside-signer", clientId, "review"] as const,
};

/** The API path of a client's EIF resource, e.g. eifPath("c1", "/contacts"). */
export const eifPath = eifClientPath;
