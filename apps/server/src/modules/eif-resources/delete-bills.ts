/**
 * DELETE /api/clients/:clientId/bills/bulk: soft-deletes the bills named (each must be a live bill of the client);
 * they move to the list's deletedBills. One transaction; answers the client's bill list.
 */
import { EIF_RESOURCE_MESSAGES as M } from "@onboard/domain/eif/eif-resource-messages";
import type { BillList } from "@onboard/domain/eif/eif-resource-schemas";
import { type Actor, auditActor } from "../../core/actor";
import type { Database } from "../../db/client";
import { recordEditAudit } from "../eif-change-log/index";
import { auditedBill } from "./bill-presenter";
import { lockLiveBills, softDeleteBills } from "./bill-repository";
import { assertBillingPreferencesApply } from "./billing-sub-step";
import { assertNoFieldErrors, duplicateErrors } from "./field-errors";
import { listBills, presentBills } from "./list-bills";

export async function deleteBills(
  db: Database,
  actor: Actor,
  clientId: string,
  ids: readonly string[],
  now: Date,
): Promise<BillList> {
  return db.transaction(async (tx) => {
    await assertBillingPreferencesApply(tx, clientId, "body.ids");
    const found = await presentBills(tx, await lockLiveBills(tx, clientId, [...new Set(ids)]));
    const known = new Set(found.map((bill) => bill.id));
    const named = ids.map((id, index) => ({ path: `body.ids.${index}`, id }));
    assertNoFieldErrors([
      ...named.filter(({ id }) => !known.has(id)).map(({ path }) => ({ path, message: M.billNotOfClient })),
      ...duplicateErrors(named),
    ]);
    await softDeleteBills(tx, [...known], now);
    for (const bill of found) {
      await recordEditAudit(tx, "bill", {
        ...auditActor(actor),
        action: "bill.delete",
        entity: "Bill",
        entityId: bill.id,
        clientId,
        before: auditedBill(bill),
        after: null,
      });
    }
    return listBills(tx, clientId);
  });
}
