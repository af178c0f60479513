/** The CASL subjects of the permission model (onboarding spec §6, benefits-explorer spec §6), grouped by who owns them. */

/** Records that belong to one client: a BROKER or BEN_ADMIN reaches them through `clientId`. */
export const CLIENT_SCOPED_SUBJECTS = [
  "ClientAction",
  "Eif",
  "Document",
  "EmployeeClass",
  "Location",
  "WebLink",
  "OnboardingForm",
] as const;
export type ClientScopedSubject = (typeof CLIENT_SCOPED_SUBJECTS)[number];

/** User records: a Broker or BenAdmin record's `id` is that user's id. */
export const USER_RECORD_SUBJECTS = ["Broker", "BenAdmin", "InternalUser", "User"] as const;

/** Directory lists the user pickers read. */
export const LIST_SUBJECTS = ["BenAdminList", "BrokerList"] as const;

/** Carrier-staff records and operations (SLF_ADMIN and SLF_OWNER), each checked through one subject. */
export const STAFF_SUBJECTS = [
  "Email",
  "EmailResend",
  "ExplorerPage",
  "BrokerAssignment",
  "BenAdminAssignment",
  "MfaReset",
  "OnboardingFormReassignment",
  "ImplementationConsultantEditUndo",
  "EifChangeReview",
  "ActivationLink",
  "BulkEmailActivation",
  "QpsPush",
] as const;

/** What only SLF_OWNER may trigger (both specs §6). */
export const OWNER_ONLY_SUBJECTS = [
  "PostOnboardingSurvey",
  "PhaseChangeEmail",
  "RiskAcceptanceEmail",
  "UpcomingDatesEmail",
  "ActivelyAtWorkReminder",
  "DentalEmail",
  "RejectedEmailResend",
  "QaDataPurge",
  "ActivityEmail",
  "CarrierRecord",
  "PhaseChangeStatusFlag",
] as const;
export type OwnerOnlySubject = (typeof OWNER_ONLY_SUBJECTS)[number];

export const SUBJECTS = [
  "Client",
  ...CLIENT_SCOPED_SUBJECTS,
  ...USER_RECORD_SUBJECTS,
  ...LIST_SUBJECTS,
  ...STAFF_SUBJECTS,
  ...OWNER_ONLY_SUBJECTS,
] as const;
export type AppSubjectType = (typeof SUBJECTS)[number];
