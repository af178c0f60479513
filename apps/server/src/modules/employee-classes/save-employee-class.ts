/**
 * Create, edit, delete and duplicate an employee class. Creating "the first class" when the client has classes
 * meanwhile is 409 ALREADY_HAS_CLASSES (spec §8: the page then refreshes the client and the class list); a name
 * another live class of the client already has is a 400 on body.name. Edits name the version they started from
 * (412 when stale). Each write is audited in its transaction.
 */

import type {
  CreateEmployeeClassBody,
  EmployeeClass,
  EmployeeClassBody,
} from "@onboard/domain/eif/employee-class-schemas";
import { ERROR_MESSAGES } from "@onboard/domain/errors/catalogue";
import { VALIDATION_MESSAGES } from "@onboard/domain/validation/messages";
import { TEXT_MAX_LENGTH } from "@onboard/domain/validation/text-limits";
import { type Actor, auditActor } from "../../core/actor";
import { assertVersion } from "../../db/assert-version";
import type { Database } from "../../db/client";
import type { DbExecutor } from "../../db/executor";
import { AppError, notFound } from "../../errors/app-error";
import { changedFields } from "../audit/index";
import { recordEditAudit } from "../eif-change-log/index";
import { lockClient } from "../tasks/index";
import { presentOneClass } from "./presenter";
import {
  classPlanRows,
  countLiveClasses,
  findClassRow,
  insertClass,
  insertClassPlans,
  isNameTaken,
  updateClass,
} from "./repository";

const nameTaken = () =>
  new AppError("VALIDATION_ERROR", 400, VALIDATION_MESSAGES.employeeClassNameTaken, [
    { path: "body.name", message: VALIDATION_MESSAGES.employeeClassNameTaken },
  ]);

const fieldsOf = (body: Omit<EmployeeClassBody, "version">) => ({
  name: body.name,
  description: body.description ?? null,
  employmentTypes: body.employmentTypes,
  minimumHoursPerWeek: body.minimumHoursPerWeek ?? null,
});

const audited = ({ plans: _plans, version: _v, updatedAt: _u, ...rest }: EmployeeClass) => rest;

export async function createEmployeeClass(
  db: Database,
  actor: Actor,
  clientId: string,
  body: CreateEmployeeClassBody,
): Promise<EmployeeClass> {
  return db.transaction(async (tx) => {
    // The client row serialises class creation, so two "first classes" cannot both pass the check.
    await lockClient(tx, clientId);
    if (body.asFirstClass && (await countLiveClasses(tx, clientId)) > 0) {
      throw new AppError("ALREADY_HAS_CLASSES", 409, ERROR_MESSAGES.alreadyHasClasses);
    }
    if (await isNameTaken(tx, clientId, body.name)) throw nameTaken();
    const created = await presentOneClass(tx, await insertClass(tx, { clientId, ...fieldsOf(body) }));
    await recordEditAudit(tx, "employeeClass", {
      ...auditActor(actor),
      action: "employee-class.create",
      entity: "EmployeeClass",
      entityId: created.id,
      clientId,
      after: audited(created),
    });
    return created;
  });
}

export async function editEmployeeClass(
  db: Database,
  actor: Actor,
  input: { clientId: string; classId: string; body: EmployeeClassBody; expectedVersion: number },
  now: Date,
): Promise<EmployeeClass> {
  return db.transaction(async (tx) => {
    const row = await findClassRow(tx, input.clientId, input.classId, { forUpdate: true });
    if (!row) throw notFound();
    assertVersion(row.version, input.expectedVersion);
    if (await isNameTaken(tx, input.clientId, input.body.name, row.id)) throw nameTaken();
    const before = await presentOneClass(tx, row);
    const after = await presentOneClass(tx, await updateClass(tx, row.id, fieldsOf(input.body), now));
    await recordEditAudit(tx, "employeeClass", {
      ...auditActor(actor),
      action: "employee-class.update",
      entity: "EmployeeClass",
      entityId: row.id,
      clientId: input.clientId,
      ...changedFields(audited(before), audited(after)),
    });
    return after;
  });
}

export async function deleteEmployeeClass(
  db: Database,
  actor: Actor,
  input: { clientId: string; classId: string },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findClassRow(tx, input.clientId, input.classId, { forUpdate: true });
    if (!row) throw notFound();
    await updateClass(tx, row.id, { deletedAt: now }, now);
    await recordEditAudit(tx, "employeeClass", {
      ...auditActor(actor),
      action: "employee-class.delete",
      entity: "EmployeeClass",
      entityId: row.id,
      clientId: input.clientId,
      before: { name: row.name },
      after: null,
    });
  });
}

/** The name asked for (or "Copy of {name}"), then with " (2)", " (3)", … within the 191-character limit. */
async function copyName(db: DbExecutor, clientId: string, base: string): Promise<string> {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? "" : ` (${n})`;
    const candidate = base.slice(0, TEXT_MAX_LENGTH - suffix.length) + suffix;
    if (!(await isNameTaken(db, clientId, candidate))) return candidate;
  }
}

export async function duplicateEmployeeClass(
  db: Database,
  actor: Actor,
  input: { clientId: string; classId: string; name?: string },
): Promise<EmployeeClass> {
  return db.transaction(async (tx) => {
    await lockClient(tx, input.clientId);
    const source = await findClassRow(tx, input.clientId, input.classId);
    if (!source) throw notFound();
    const copy = await insertClass(tx, {
      clientId: input.clientId,
      name: await copyName(tx, input.clientId, input.name ?? `Copy of ${source.name}`),
      description: source.description,
      employmentTypes: source.employmentTypes,
      minimumHoursPerWeek: source.minimumHoursPerWeek,
    });
    const sourcePlans = await classPlanRows(tx, [source.id]);
    await insertClassPlans(
      tx,
      sourcePlans.map(
        ({
          id: _id,
          employeeClassId: _c,
          benefitType: _b,
          policyId: _p,
          planName: _n,
          createdAt: _ca,
          updatedAt: _ua,
          ...plan
        }) => ({
          ...plan,
          employeeClassId: copy.id,
        }),
      ),
    );
    const created = await presentOneClass(tx, copy);
    await recordEditAudit(tx, "employeeClass", {
      ...auditActor(actor),
      action: "employee-class.duplicate",
      entity: "EmployeeClass",
      entityId: created.id,
      clientId: input.clientId,
      after: audited(created),
      extra: { duplicatedFrom: source.id },
    });
    return created;
  });
}
