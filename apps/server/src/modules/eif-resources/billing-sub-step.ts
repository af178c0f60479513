/**
 * Bills answer the billing-preferences sub-step, which needs policies and a client that is not EAP-only blended
 * (spec §5): for any other client a bill write is a 400 naming the body field.
 */

import type { DbExecutor } from "../../db/executor";
import { notFound } from "../../errors/app-error";
import { loadEifState } from "../eif/snapshot-repository";
import { assertSubStepsApply } from "../eif/sub-step-guard";

export async function assertBillingPreferencesApply(tx: DbExecutor, clientId: string, path: string): Promise<void> {
  const state = await loadEifState(tx, clientId, { inTransaction: true });
  if (!state) throw notFound();
  assertSubStepsApply(state, [{ path, subStep: "billing-preferences" }]);
}
