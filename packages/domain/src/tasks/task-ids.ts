/** Client and policy task ids, and task and call statuses (onboarding spec §2 and §4). */
export const CLIENT_TASK_IDS = [
  "kickoff-call",
  "ongoing-service-call",
  "onboarding-forms",
  "prior-carrier-certificates",
  "carrier-connect",
  "enrollment-resources",
  "company-profile",
  "eif-submit-company-information",
] as const;
export type ClientTaskId = (typeof CLIENT_TASK_IDS)[number];
export const POLICY_TASK_IDS = [
  "prior-carrier-bills",
  "enrollment-elections",
  "pfml",
  "pfml-spd",
  "advisor-spd",
  "dental-rollover",
  "deductible-maximum-report",
] as const;
export type PolicyTaskId = (typeof POLICY_TASK_IDS)[number];

export const TASK_STATUSES = [
  "NOT_STARTED",
  "IN_PROGRESS",
  "DONE",
  "NIGO",
  "UPCOMING",
  "NEEDS_REVIEW",
  "IN_REVIEW",
  "VOIDED",
  "DECLINED",
] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const CALL_STATUSES = [
  "Pending",
  "Complete",
  "Complete - No Recording",
  "Complete - Call Recorded",
  "Declined",
  "No Response",
] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];
