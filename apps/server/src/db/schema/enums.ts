/**
 * Postgres enums. Most are built from the domain constants so that the database and the API agree;
 * the few the domain does not define yet are declared inline below, each with the reason.
 */
import {
  ADVANCE_OR_ARREARS,
  BILL_PAYROLL_CYCLES,
  BILLING_ADMINISTRATION_TYPES,
  BILLING_STRUCTURE_TYPES,
  CHANGE_STATUSES,
  CLIENT_ERROR_TYPES,
  CLIENT_SETUP_STEPS,
  CONTACT_TYPES,
  CONTRIBUTION_TYPES,
  DOCUMENT_CATEGORIES,
  DOCUMENT_PROCESS_STATUSES,
  EMAIL_STATUSES,
  IMPLEMENTATION_TYPES,
  LEAVE_YEAR_METHODS,
  LOCATION_MANAGEMENT_TYPES,
  LOCATION_TYPES,
  MINIMUM_INTERMITTENT_LEAVE,
  NEW_DOCUMENT_NOTICE_STATUSES,
  PFML_OPTIONS,
  PHASES,
  RELEASE_STATUSES,
  TAX_TREATMENTS,
  VALUE_ADDED_SERVICES,
} from "@onboard/domain/clients/enums";
import { LANGUAGES } from "@onboard/domain/common/environments";
import { US_STATE_CODES } from "@onboard/domain/common/us-states";
import { SLF_COVERAGES } from "@onboard/domain/eif/coverages";
import {
  API_JOB_STATUSES,
  BENEFIT_LEVELS,
  BENEFIT_TYPES,
  CONTENT_FLAGS,
  DENTAL_YEAR_TYPES,
  EXTERNAL_USER_TYPES,
  MEDICAL_VIDEO_CHOICES,
  ORTHODONTIC_SERVICES,
  PLAN_TYPES,
  PREPAID_DENTAL_NETWORK_KEYS,
} from "@onboard/domain/explorer/benefit-types";
import { CALL_STATUSES, CLIENT_TASK_IDS, POLICY_TASK_IDS, TASK_STATUSES } from "@onboard/domain/tasks/task-ids";
import { CARRIER_ROLES } from "@onboard/domain/users/roles";
import { pgEnum } from "drizzle-orm/pg-core";

// Shared
export const usStateEnum = pgEnum("us_state", US_STATE_CODES);
export const languageEnum = pgEnum("language", LANGUAGES);

// Clients, policies and plans (onboarding spec §3)
export const phaseEnum = pgEnum("phase", PHASES);
export const releaseStatusEnum = pgEnum("release_status", RELEASE_STATUSES);
export const implementationTypeEnum = pgEnum("implementation_type", IMPLEMENTATION_TYPES);
export const billingAdministrationTypeEnum = pgEnum("billing_administration_type", BILLING_ADMINISTRATION_TYPES);
export const billingStructureTypeEnum = pgEnum("billing_structure_type", BILLING_STRUCTURE_TYPES);
export const billPayrollCycleEnum = pgEnum("bill_payroll_cycle", BILL_PAYROLL_CYCLES);
export const advanceOrArrearsEnum = pgEnum("advance_or_arrears", ADVANCE_OR_ARREARS);
export const pfmlOptionEnum = pgEnum("pfml_option", PFML_OPTIONS);
export const leaveYearMethodEnum = pgEnum("leave_year_method", LEAVE_YEAR_METHODS);
export const contributionTypeEnum = pgEnum("contribution_type", CONTRIBUTION_TYPES);
export const minimumIntermittentLeaveEnum = pgEnum("minimum_intermittent_leave", MINIMUM_INTERMITTENT_LEAVE);
export const valueAddedServiceEnum = pgEnum("value_added_service", VALUE_ADDED_SERVICES);
export const taxTreatmentEnum = pgEnum("tax_treatment", TAX_TREATMENTS);
export const contactTypeEnum = pgEnum("contact_type", CONTACT_TYPES);
export const locationTypeEnum = pgEnum("location_type", LOCATION_TYPES);
export const locationManagementTypeEnum = pgEnum("location_management_type", LOCATION_MANAGEMENT_TYPES);
export const clientErrorTypeEnum = pgEnum("client_error_type", CLIENT_ERROR_TYPES);
export const changeStatusEnum = pgEnum("change_status", CHANGE_STATUSES);
export const newDocumentNoticeStatusEnum = pgEnum("new_document_notice_status", NEW_DOCUMENT_NOTICE_STATUSES);
export const clientSetupStepEnum = pgEnum("client_setup_step", CLIENT_SETUP_STEPS);
export const documentCategoryEnum = pgEnum("document_category", DOCUMENT_CATEGORIES);
export const documentProcessStatusEnum = pgEnum("document_process_status", DOCUMENT_PROCESS_STATUSES);
export const emailStatusEnum = pgEnum("email_status", EMAIL_STATUSES);

// Tasks and calls
export const clientTaskIdEnum = pgEnum("client_task_id", CLIENT_TASK_IDS);
export const policyTaskIdEnum = pgEnum("policy_task_id", POLICY_TASK_IDS);
export const taskStatusEnum = pgEnum("task_status", TASK_STATUSES);
export const callStatusEnum = pgEnum("call_status", CALL_STATUSES);

// Users
export const carrierRoleEnum = pgEnum("carrier_role", CARRIER_ROLES);

// Explorer (benefits-explorer spec §3)
export const benefitTypeEnum = pgEnum("benefit_type", BENEFIT_TYPES);
export const planTypeEnum = pgEnum("plan_type", PLAN_TYPES);
export const benefitLevelEnum = pgEnum("benefit_level", BENEFIT_LEVELS);
export const contentFlagEnum = pgEnum("content_flag", CONTENT_FLAGS);
export const dentalYearTypeEnum = pgEnum("dental_year_type", DENTAL_YEAR_TYPES);
export const orthodonticServicesEnum = pgEnum("orthodontic_services", ORTHODONTIC_SERVICES);
export const prepaidDentalNetworkEnum = pgEnum("prepaid_dental_network", PREPAID_DENTAL_NETWORK_KEYS);
export const medicalVideoChoiceEnum = pgEnum("medical_video_choice", MEDICAL_VIDEO_CHOICES);
export const externalUserTypeEnum = pgEnum("external_user_type", EXTERNAL_USER_TYPES);
export const apiJobStatusEnum = pgEnum("api_job_status", API_JOB_STATUSES);

// ---- Enums the domain package does not define yet (values are ours; move them to the domain when it does) ----

/** Coverages the carrier sells on a policy ("slfCoverages"): the domain's list. */
export { SLF_COVERAGES };
export const slfCoverageEnum = pgEnum("slf_coverage", SLF_COVERAGES);

/** Who receives the claims check of a plan, and where it is sent (plan fields claimsCheckPayee / sendClaimsCheckTo). */
export const claimsCheckPayeeEnum = pgEnum("claims_check_payee", ["EMPLOYEE", "EMPLOYER", "TPA"]);
export const sendClaimsCheckToEnum = pgEnum("send_claims_check_to", [
  "EMPLOYEE_HOME",
  "EMPLOYER_LOCATION",
  "PAYEE_CONTACT",
]);

/** Duration units for waiting periods, rehire and look-back rules (onboarding spec §5 lists months and days). */
export const durationUnitEnum = pgEnum("duration_unit", ["MONTHS", "DAYS"]);

/** Kinds of additional compensation an employer may count as earnings for disability and life benefits. */
export const compensationTypeEnum = pgEnum("compensation_type", [
  "BONUS",
  "COMMISSION",
  "OVERTIME",
  "TIPS",
  "SHIFT_DIFFERENTIAL",
]);

/** MFA factor kinds; exactly one verified factor per user is allowed at sign-in (spec §8). */
export const mfaFactorTypeEnum = pgEnum("mfa_factor_type", ["TOTP", "SMS"]);

/** One-time tokens: links e-mailed for /activate, /reactivate and /reset, and the sign-in session token. */
export const authTokenTypeEnum = pgEnum("auth_token_type", ["ACTIVATION", "REACTIVATION", "RESET", "SESSION"]);

/** E-signature envelope lifecycle of an onboarding form. */
export const onboardingFormStatusEnum = pgEnum("onboarding_form_status", [
  "CREATED",
  "SENT",
  "DELIVERED",
  "COMPLETED",
  "DECLINED",
  "VOIDED",
]);
export const signingRecipientRoleEnum = pgEnum("signing_recipient_role", ["SIGNER", "CARBON_COPY"]);

/** Long-running integration jobs (the QPS push and import). */
export const apiJobTypeEnum = pgEnum("api_job_type", ["QPS_PUSH", "QPS_IMPORT"]);
export const apiJobOutputLevelEnum = pgEnum("api_job_output_level", ["INFO", "WARNING", "ERROR"]);
