/**
 * Bills answer the billing-preferences sub-step, which needs policies and a client that is not EAP-only blended
 * (spec §5): for any other client a bill write is a 400 naming the body field.
 */

import type { DbExecutor } from "../../db/executor";
import { notFound } from "../../errors/app-error";
import { assertSubStepsApply, loadEifState } from "../eif/index";

export async function assertBillingPreferencesApply(tx: DbExecutor, clientId: string, path: string): Promise<void> {
  const state = await loadEifState(tx, clientId, { inTransaction: true });
  if (!state) throw notFound();
  assertSubStepsApply(state, [{ path, subStep: "billing-preferences" }]);
}
