/** Client, policy, plan, contact and onboarding enums (onboarding spec §3, §4 and §9). */
export const PHASES = [
  "WELCOME",
  "INFO_GATHERING",
  "REVIEW_AND_VALIDATE",
  "PLAN_APPROVAL",
  "CONTRACTS_AND_BILLING",
  "ONBOARDING_COMPLETE",
] as const;
export type Phase = (typeof PHASES)[number];
/** LIVE marks onboarding complete; the spec shows no other value, so the rest are ours. */
export const RELEASE_STATUSES = ["NOT_LIVE", "LIVE"] as const;
export const IMPLEMENTATION_TYPES = ["NEW_IMPLEMENTATION", "ADD_COVERAGE"] as const;
export const BILLING_ADMINISTRATION_TYPES = ["LIST", "SELF", "TPA"] as const;
export const BILLING_STRUCTURE_TYPES = ["SINGLE", "MULTIPLE"] as const;
export const BILL_PAYROLL_CYCLES = ["WEEKLY", "BIWEEKLY", "SEMIMONTHLY", "MONTHLY", "OTHER"] as const;
export const ADVANCE_OR_ARREARS = ["ADVANCE", "ARREARS"] as const;
export const PFML_OPTIONS = ["ADVICE_ONLY", "ADVICE_WITH_BENEFIT_CALC", "ADVICE_PLUS"] as const;
export const PFML_PROGRAM_STATES = ["CO", "CT", "MA", "OR", "WA", "DE", "MN", "ME"] as const;
export const PFML_STATUTORY_STATES = ["NY", "NJ", "HI"] as const;
export const PFML_STATES = [...PFML_PROGRAM_STATES, ...PFML_STATUTORY_STATES] as const;
export const LEAVE_YEAR_METHODS = ["ROLLING_BACKWARD", "MEASURED_FORWARD", "CALENDAR_YEAR", "FIXED_YEAR"] as const;
export const CONTRIBUTION_TYPES = ["FULLY_EMPLOYER_PAID", "GROSS_UP", "SHARED"] as const;
export const MINIMUM_INTERMITTENT_LEAVE = ["ONE_HOUR", "FOUR_HOURS", "ONE_WORK_DAY"] as const;
export const VALUE_ADDED_SERVICES = ["ONLINE_WILL", "EMERGENCY_TRAVEL", "SELF_CARE_PLUS", "WELLTHY"] as const;
export const TAX_TREATMENTS = ["PRE_TAX", "POST_TAX", "TAX_CHOICE"] as const;
/** Waiting-period, rehire and look-back durations (spec §5). */
export const DURATION_MONTHS = [1, 2, 3, 4, 6, 9, 12, 18, 24, 36, 60] as const;
export const DURATION_DAYS = [30, 45, 60, 90, 120] as const;
export const CONTACT_TYPES = [
  "DATA_FEED_PRIMARY",
  "DATA_FEED_SECONDARY",
  "DATA_FEED_TECHNICAL",
  "WEB_ADMIN",
  "PRIMARY_WEB_ADMIN",
  "CLAIMS_CHECK_PAYEE",
  "TPA",
] as const;
export const LOCATION_TYPES = ["HEADQUARTERS", "BRANCH", "SUBSIDIARY", "BILLING", "OTHER"] as const;
export const LOCATION_MANAGEMENT_TYPES = ["ALL", "LIMITED"] as const;
export const CLIENT_ERROR_TYPES = [
  "Awaiting Census",
  "Census Missing Information",
  "Paperwork Missing Information",
  "Missing Prior Carrier Information",
  "Pending Risk Rejection",
  "BA Signature Missing",
  "Broker Signature Missing",
  "Prior Carrier Cert Missing",
  "Prior Carrier Bill Missing",
  "Pending Broker Licensing",
] as const;
export const CHANGE_STATUSES = ["pending", "accepted", "declined"] as const;
export const SUMMARY_EDIT_STATES = [
  "changes-accepted",
  "changes-declined-no-new-edits",
  "ready-for-review",
  "no-edits",
] as const;
export const EIF_MODES = ["pre-sign", "post-sign-with-edit"] as const;
export const NEW_DOCUMENT_NOTICE_STATUSES = ["NEW_AND_SEEN", "OLD"] as const;
export const CLIENT_SETUP_STEPS = [
  "merge-instances",
  "add-broker",
  "add-ben-admin",
  "census-template",
  "e-signature",
  "configure-company",
  "resources",
  "update-tracker",
  "welcome-email",
  "confirm-setup",
  "import-company-info",
] as const;
export type ClientSetupStep = (typeof CLIENT_SETUP_STEPS)[number];
export const EIF_STEPS = [
  "company-information",
  "plan-administrators-&-billing",
  "plan-configuration-&-eligibility",
  "other-contract-details",
  "review-&-submit",
] as const;
export const OUTSIDE_SIGNER_ACTIONS = ["review-&-submit", "review-&-submit-updates"] as const;
export const SIGN_IN_STATES = [
  "SUCCESS",
  "MFA_REQUIRED",
  "MFA_CHALLENGE",
  "MFA_ENROLL",
  "MFA_ENROLL_ACTIVATE",
  "LOCKED_OUT",
  "PASSWORD_EXPIRED",
] as const;
/** Document categories: the spec does not list them; these follow the hub's tasks and resources. */
export const DOCUMENT_CATEGORIES = [
  "prior-carrier-certificates",
  "prior-carrier-bills",
  "enrollment-elections",
  "census-template",
  "census-validation-report",
  "onboarding-forms",
  "enrollment-resources",
  "employee-resources",
  "employer-resources",
  "pfml",
  "pfml-spd",
  "advisor-spd",
  "dental-rollover",
  "deductible-maximum-report",
  "plan-summary",
  "explorer-logo",
  "medical-video",
  "eif-summary",
  "other",
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];
export const DOCUMENT_PROCESS_STATUSES = ["PENDING", "PROCESSING", "COMPLETED", "FAILED"] as const;
export const EMAIL_STATUSES = ["QUEUED", "SENT", "FAILED", "RESENT"] as const;
/** A contact's access flags (onboarding spec §3). */
export const CONTACT_ACCESS_FLAGS = ["claims", "billing", "payments", "documents", "memberChanges"] as const;
export type ContactAccessFlag = (typeof CONTACT_ACCESS_FLAGS)[number];
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];
export type ImplementationType = (typeof IMPLEMENTATION_TYPES)[number];
export type ClientErrorType = (typeof CLIENT_ERROR_TYPES)[number];
