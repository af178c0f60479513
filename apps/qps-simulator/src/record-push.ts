/**
 * One accepted push applied to a case: the update QPS records, the latest plan design, the class codes and the answer
 * kept under the idempotency key, so that the same key later gets this answer again.
 */
import type { QpsPlanDesign, QpsPushAnswer } from "@onboard/domain/qps/qps-wire";
import type { StoredCase } from "./case-store";
import { assignClassCodes } from "./class-codes";
import { type AnsweringMode, pushVerdict } from "./push-messages";

export interface RecordedPush {
  stored: StoredCase;
  answer: QpsPushAnswer;
}

export function recordPush(
  earlier: StoredCase | undefined,
  design: QpsPlanDesign,
  idempotencyKey: string,
  mode: AnsweringMode,
  now: Date,
): RecordedPush {
  const updates = earlier?.updates ?? [];
  const updateId = `U-${design.caseId}-${updates.length + 1}`;
  const classCodes = assignClassCodes(design, earlier?.classCodes ?? {});
  const { result, messages } = pushVerdict(mode, design);
  const answer: QpsPushAnswer = {
    caseId: design.caseId,
    updateId,
    replayed: false,
    result,
    messages,
    planClasses: classCodes.planClasses,
    employeeClassClasses: classCodes.employeeClassClasses,
  };
  const stored: StoredCase = {
    caseId: design.caseId,
    planDesign: design,
    updates: [...updates, { updateId, idempotencyKey, receivedAt: now.toISOString(), result }],
    answers: { ...earlier?.answers, [idempotencyKey]: answer },
    classCodes: classCodes.codes,
  };
  return { stored, answer };
}
