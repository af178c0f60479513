/**
 * What each hub task is and where it sits: the display order of the task overview, and each task's kind (an upload,
 * a call, a link to another flow, or a page of its own). Onboarding spec §1 and §2 "Client hub".
 */
import { CLIENT_TASK_IDS, type ClientTaskId, POLICY_TASK_IDS, type PolicyTaskId } from "./task-ids";

export type TaskId = ClientTaskId | PolicyTaskId;

/**
 * The order a client works in. Client tasks first: the kickoff call opens onboarding, then the company's own data
 * (company profile, the EIF), the signed forms and prior-carrier proof, then what employees see (enrollment
 * resources, the carrier-connect task), and the ongoing service call that closes it. Then, per policy, its tasks:
 * bills and the census (needed for every policy), then the coverage-specific ones (PFML, SPDs, dental).
 */
export const CLIENT_TASK_DISPLAY_ORDER = [
  "kickoff-call",
  "company-profile",
  "eif-submit-company-information",
  "onboarding-forms",
  "prior-carrier-certificates",
  "enrollment-resources",
  "carrier-connect",
  "ongoing-service-call",
] as const satisfies readonly ClientTaskId[];

export const POLICY_TASK_DISPLAY_ORDER = [
  "prior-carrier-bills",
  "enrollment-elections",
  "pfml",
  "pfml-spd",
  "advisor-spd",
  "dental-rollover",
  "deductible-maximum-report",
] as const satisfies readonly PolicyTaskId[];

/** Client tasks, then policy tasks: the overview's fixed order. */
export const TASK_DISPLAY_ORDER = [
  ...CLIENT_TASK_DISPLAY_ORDER,
  ...POLICY_TASK_DISPLAY_ORDER,
] as const satisfies readonly TaskId[];

/** Sorts tasks by TASK_DISPLAY_ORDER. */
export function compareTaskOrder(a: TaskId, b: TaskId): number {
  return TASK_DISPLAY_ORDER.indexOf(a) - TASK_DISPLAY_ORDER.indexOf(b);
}

/**
 * upload: the client uploads documents (the task's id is their document category), the carrier reviews them.
 * call: a kickoff or install call is chosen, scheduled and recorded. link: the work happens in another flow (the
 * later signing, census and EIF issues); the task page links there. page: a page of information to work through.
 */
export type TaskKind = "upload" | "call" | "link" | "page";

export const TASK_KINDS = {
  "kickoff-call": "call",
  "ongoing-service-call": "call",
  "onboarding-forms": "link",
  "prior-carrier-certificates": "upload",
  "carrier-connect": "page",
  "enrollment-resources": "page",
  "company-profile": "link",
  "eif-submit-company-information": "link",
  "prior-carrier-bills": "upload",
  "enrollment-elections": "link",
  pfml: "upload",
  "pfml-spd": "upload",
  "advisor-spd": "upload",
  "dental-rollover": "upload",
  "deductible-maximum-report": "upload",
} as const satisfies Record<TaskId, TaskKind>;

export const UPLOAD_TASK_IDS = TASK_DISPLAY_ORDER.filter((id) => TASK_KINDS[id] === "upload");

/** Where a link task's work happens: the flow (a later issue) its page links to. */
export const LINK_TASK_TARGETS = {
  "onboarding-forms": "signing",
  "enrollment-elections": "census",
  "company-profile": "eif",
  "eif-submit-company-information": "eif",
} as const satisfies Partial<Record<TaskId, string>>;

/** The two calls of the hub and the task each belongs to. */
export const CALL_NAMES = ["kickoff", "install"] as const;
export type CallName = (typeof CALL_NAMES)[number];
export const CALL_TASK_IDS = {
  kickoff: "kickoff-call",
  install: "ongoing-service-call",
} as const satisfies Record<CallName, ClientTaskId>;

export function isCallName(value: string): value is CallName {
  return (CALL_NAMES as readonly string[]).includes(value);
}

export function isClientTaskId(value: string): value is ClientTaskId {
  return (CLIENT_TASK_IDS as readonly string[]).includes(value);
}

export function isPolicyTaskId(value: string): value is PolicyTaskId {
  return (POLICY_TASK_IDS as readonly string[]).includes(value);
}

export function isTaskId(value: string): value is TaskId {
  return isClientTaskId(value) || isPolicyTaskId(value);
}
