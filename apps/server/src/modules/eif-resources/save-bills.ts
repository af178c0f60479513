/**
 * PUT /api/clients/:clientId/bills/bulk: creates the bills sent without an id and replaces those sent with one (bills
 * not sent are left as they are); each bill's grouped locations are replaced. Every id must be the client's, and
 * live; one transaction, so a refusal or a failure leaves nothing half-written. Answers the client's bill list.
 */

import { EIF_RESOURCE_MESSAGES as M } from "@onboard/domain/eif/eif-resource-messages";
import type { BillInput, BillList, BillsBulkBody } from "@onboard/domain/eif/eif-resource-schemas";
import type { FieldError } from "@onboard/domain/errors/error-shape";
import { type Actor, auditActor } from "../../core/actor";
import type { Database } from "../../db/client";
import type { DbExecutor } from "../../db/executor";
import { changedFields } from "../audit/index";
import { recordEditAudit } from "../eif-change-log/index";
import { auditedBill, billValues, presentBill } from "./bill-presenter";
import { insertBill, lockLiveBills, replaceGroupedLocations, updateBillRow } from "./bill-repository";
import { assertBillingPreferencesApply } from "./billing-sub-step";
import { type Reference, referenceErrors } from "./client-references";
import { assertNoFieldErrors, duplicateErrors } from "./field-errors";
import { listBills, presentBills } from "./list-bills";

function billReferences(bill: BillInput, index: number): Reference[] {
  const at = `body.bills.${index}`;
  return [
    { kind: "policy", path: `${at}.policyId`, id: bill.policyId },
    { kind: "contact", path: `${at}.contactId`, id: bill.contactId },
    { kind: "location", path: `${at}.locationId`, id: bill.locationId },
    ...bill.groupedLocationIds.map((id, i) => ({
      kind: "location" as const,
      path: `${at}.groupedLocationIds.${i}`,
      id,
    })),
    ...bill.categoriesByLocation.map((entry, i) => ({
      kind: "location" as const,
      path: `${at}.categoriesByLocation.${i}.locationId`,
      id: entry.locationId,
    })),
  ];
}

async function bodyErrors(tx: DbExecutor, clientId: string, body: BillsBulkBody, knownIds: Set<string>) {
  const updates = body.bills.flatMap((bill, index) =>
    bill.id ? [{ path: `body.bills.${index}.id`, id: bill.id }] : [],
  );
  const unknown: FieldError[] = updates
    .filter(({ id }) => !knownIds.has(id))
    .map(({ path }) => ({ path, message: M.billNotOfClient }));
  return [
    ...unknown,
    ...duplicateErrors(updates),
    ...(await referenceErrors(tx, clientId, body.bills.flatMap(billReferences))),
  ];
}

export async function saveBills(
  db: Database,
  actor: Actor,
  clientId: string,
  body: BillsBulkBody,
  now: Date,
): Promise<BillList> {
  return db.transaction(async (tx) => {
    await assertBillingPreferencesApply(tx, clientId, "body.bills");
    const ids = body.bills.flatMap((bill) => (bill.id ? [bill.id] : []));
    const existing = await presentBills(tx, await lockLiveBills(tx, clientId, ids));
    const before = new Map(existing.map((bill) => [bill.id, bill]));
    assertNoFieldErrors(await bodyErrors(tx, clientId, body, new Set(before.keys())));

    for (const input of body.bills) {
      const previous = input.id ? before.get(input.id) : undefined;
      const row = previous
        ? await updateBillRow(tx, previous.id, billValues(input), now)
        : await insertBill(tx, clientId, billValues(input));
      await replaceGroupedLocations(tx, row.id, input.groupedLocationIds);
      const after = presentBill(row, [...new Set(input.groupedLocationIds)]);
      await recordEditAudit(tx, "bill", {
        ...auditActor(actor),
        action: previous ? "bill.update" : "bill.create",
        entity: "Bill",
        entityId: row.id,
        clientId,
        ...(previous
          ? changedFields(auditedBill(previous), auditedBill(after))
          : { before: null, after: auditedBill(after) }),
      });
    }
    return listBills(tx, clientId);
  });
}
