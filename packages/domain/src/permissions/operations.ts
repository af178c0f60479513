/** The named operations of both specs §6 and the one (action, subject) check each maps to. */
import type { AccessAction } from "./access-action";
import type { AppSubjectType, OwnerOnlySubject } from "./subjects";

export interface PermissionCheck<S extends AppSubjectType = AppSubjectType> {
  action: AccessAction;
  subject: S;
}

/** What only SLF_OWNER may trigger. */
export const OWNER_ONLY_TRIGGERS = {
  postOnboardingSurvey: { action: "create", subject: "PostOnboardingSurvey" },
  phaseChangeEmails: { action: "create", subject: "PhaseChangeEmail" },
  riskAcceptanceEmails: { action: "create", subject: "RiskAcceptanceEmail" },
  upcomingDatesEmails: { action: "create", subject: "UpcomingDatesEmail" },
  activelyAtWorkReminders: { action: "create", subject: "ActivelyAtWorkReminder" },
  dentalEmails: { action: "create", subject: "DentalEmail" },
  resendRejectedEmails: { action: "create", subject: "RejectedEmailResend" },
  purgeQaData: { action: "create", subject: "QaDataPurge" },
  generateActivityEmails: { action: "create", subject: "ActivityEmail" },
  createCarrierRecords: { action: "create", subject: "CarrierRecord" },
  updatePhaseChangeStatusFlag: { action: "update", subject: "PhaseChangeStatusFlag" },
} as const satisfies Record<string, PermissionCheck<OwnerOnlySubject>>;
export type OwnerOnlyTrigger = keyof typeof OWNER_ONLY_TRIGGERS;

/** What carrier staff (SLF_ADMIN and SLF_OWNER) may do beyond record CRUD. */
export const STAFF_OPERATIONS = {
  assignBroker: { action: "create", subject: "BrokerAssignment" },
  unassignBroker: { action: "delete", subject: "BrokerAssignment" },
  assignBenAdmin: { action: "create", subject: "BenAdminAssignment" },
  unassignBenAdmin: { action: "delete", subject: "BenAdminAssignment" },
  resetMfa: { action: "create", subject: "MfaReset" },
  reassignOnboardingForm: { action: "create", subject: "OnboardingFormReassignment" },
  undoImplementationConsultantEdits: { action: "create", subject: "ImplementationConsultantEditUndo" },
  reviewEifChanges: { action: "update", subject: "EifChangeReview" },
  copyActivationLink: { action: "read", subject: "ActivationLink" },
  bulkUpdateEmailAndSendActivation: { action: "create", subject: "BulkEmailActivation" },
  // The push of plan design to QPS (decision 026: carrier staff only; the spec does not say who).
  readQpsPlanDesign: { action: "read", subject: "QpsPush" },
  pushToQps: { action: "create", subject: "QpsPush" },
  importFromQps: { action: "update", subject: "QpsPush" },
  readEmails: { action: "read", subject: "Email" },
  createEmailRecord: { action: "create", subject: "Email" },
  resendEmail: { action: "create", subject: "EmailResend" },
  readAllUsers: { action: "read", subject: "User" },
  readCarrierAdmins: { action: "read", subject: "InternalUser" },
  manageBrokerUsers: { action: "update", subject: "Broker" },
  manageBenAdminUsers: { action: "update", subject: "BenAdmin" },
} as const satisfies Record<string, PermissionCheck>;
export type StaffOperation = keyof typeof STAFF_OPERATIONS;

/** SLF_OWNER alone manages owners and admins (the internal-user resource). */
export const MANAGE_INTERNAL_USERS = [
  { action: "create", subject: "InternalUser" },
  { action: "update", subject: "InternalUser" },
  { action: "delete", subject: "InternalUser" },
] as const satisfies readonly PermissionCheck[];
