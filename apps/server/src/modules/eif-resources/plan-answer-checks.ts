/**
 * What PUT .../plans refuses in a valid body (400, each with its path): a plan that is not the client's or is listed
 * twice, a claims-payment answer where that sub-step does not apply to the client or on a plan whose coverage is not
 * paid by claims check, and a payee contact that is not the client's.
 */
import { isClaimsCheckCoverage } from "@onboard/domain/eif/coverages";
import { EIF_RESOURCE_MESSAGES as M } from "@onboard/domain/eif/eif-resource-messages";
import { CLAIMS_PAYMENT_PLAN_FIELDS, type PlansBody } from "@onboard/domain/eif/eif-resource-schemas";
import type { FieldError } from "@onboard/domain/errors/error-shape";
import type { DbExecutor } from "../../db/executor";
import type { EifState } from "../eif/index";
import { assertSubStepsApply } from "../eif/index";
import { referenceErrors } from "./client-references";
import { assertNoFieldErrors, duplicateErrors } from "./field-errors";
import type { PlanRow } from "./plan-repository";

/** Every plan named is one of the client's, once. */
export function assertPlansOfClient(body: PlansBody, rows: ReadonlyMap<string, PlanRow>): void {
  const named = body.plans.map((plan, index) => ({ path: `body.plans.${index}.id`, id: plan.id }));
  assertNoFieldErrors([
    ...named.filter(({ id }) => !rows.has(id)).map(({ path }) => ({ path, message: M.planNotOfClient })),
    ...duplicateErrors(named),
  ]);
}

/** The claims-payment fields a plan of the body sends (null included: clearing is an answer too). */
function claimsFieldsSent(plan: PlansBody["plans"][number]) {
  return CLAIMS_PAYMENT_PLAN_FIELDS.filter((field) => plan[field] !== undefined);
}

export async function assertPlanAnswersAllowed(
  db: DbExecutor,
  state: EifState,
  body: PlansBody,
  rows: ReadonlyMap<string, PlanRow>,
): Promise<void> {
  const sent = body.plans.flatMap((plan, index) =>
    claimsFieldsSent(plan).map((field) => ({ path: `body.plans.${index}.${field}`, plan: rows.get(plan.id) })),
  );
  assertSubStepsApply(
    state,
    sent.map(({ path }) => ({ path, subStep: "claims-payment" })),
  );
  const notPaidByCheck: FieldError[] = sent
    .filter(({ plan }) => plan && !isClaimsCheckCoverage(plan.benefitType))
    .map(({ path }) => ({ path, message: M.claimsCheckNotPaid }));
  const payees = body.plans.map((plan, index) => ({
    kind: "contact" as const,
    path: `body.plans.${index}.payeeContactId`,
    id: plan.payeeContactId,
  }));
  assertNoFieldErrors([...notPaidByCheck, ...(await referenceErrors(db, state.clientId, payees))]);
}
