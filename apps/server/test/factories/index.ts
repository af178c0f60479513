/**
 * The server tests' factories: each builds one row (and what it cannot exist without) in a test file's database,
 * with defaults that satisfy the schema, its own unique names and numbers per call, and any column overridden.
 * Fixtures of one feature that compose several rows stay in that module's test support, built from these.
 */
export { type BenefitPlanOverrides, buildBenefitPlan } from "./benefit-plans";
export { buildClient, type ClientOverrides } from "./clients";
export { buildContact, type ContactOverrides } from "./contacts";
export { buildDocument, type DocumentOverrides } from "./documents";
export { buildExplorerPage, type ExplorerPageOverrides } from "./explorer-pages";
export { buildLocation, type LocationOverrides } from "./locations";
export { buildPlan, buildPolicy, buildPolicyWithPlans, type PlanOverrides, type PolicyOverrides } from "./policies";
export { uniqueSuffix } from "./unique";
export {
  type BuiltUser,
  buildMfaFactor,
  buildUser,
  type MfaFactorType,
  TEST_PASSWORD,
  TEST_SMS_NUMBER,
  type UserOverrides,
} from "./users";
