/** The eif module's public surface: what other modules, jobs and plugins may call (see README.md). */
export {
  CLIENT_ANSWER_FIELDS,
  COMPANY_INFO_ANSWER_FIELDS,
  PLAN_DESIGN_ANSWER_FIELDS,
  pickFields,
} from "./answer-columns";
export { assertVisible, authorizeEif, authorizeEifAction } from "./eif-access";
export { updateLocation } from "./location-repository";
export { presentDraft } from "./present-draft";
export type { EifState } from "./snapshot-repository";
export { loadEifState, presentLocation, presentPlan } from "./snapshot-repository";
export { assertSubStepsApply } from "./sub-step-guard";
