/**
 * What QPS says about a plan design it took, per behaviour: the result and messages worded as QPS words them, so
 * the portal's display of warnings and errors can be seen with realistic text.
 */
import type { QpsMessage, QpsPlanDesign, QpsPushResult } from "@onboard/domain/qps/qps-wire";

export type AnsweringMode = "ok" | "warnings" | "errors";

export interface PushVerdict {
  result: QpsPushResult;
  messages: QpsMessage[];
}

export function pushVerdict(mode: AnsweringMode, design: QpsPlanDesign): PushVerdict {
  const count = design.policies.length;
  const received: QpsMessage = {
    level: "INFO",
    code: "PLAN_DESIGN_RECEIVED",
    message: `Plan design received for ${count} ${count === 1 ? "policy" : "policies"}`,
    policyNumber: null,
  };
  if (mode === "ok") return { result: "COMPLETED", messages: [received] };
  if (mode === "warnings") {
    return {
      result: "COMPLETED_WITH_WARNINGS",
      messages: [
        received,
        ...design.policies.map(
          (policy): QpsMessage => ({
            level: "WARNING",
            code: "RATE_TABLE_PENDING",
            message: `Rates for policy ${policy.policyNumber} are pending underwriting review; the plan design was saved`,
            policyNumber: policy.policyNumber,
          }),
        ),
      ],
    };
  }
  return { result: "COMPLETED_WITH_ERRORS", messages: [received, ...errorMessages(design)] };
}

function errorMessages(design: QpsPlanDesign): QpsMessage[] {
  const firstPolicy = design.policies[0]?.policyNumber ?? null;
  const classErrors = design.classes
    .filter((employeeClass) => employeeClass.planKeys.length === 0)
    .map(
      (employeeClass): QpsMessage => ({
        level: "ERROR",
        code: "CLASS_WITHOUT_PLAN",
        message: `Class "${employeeClass.name}" has no plan; QPS could not set it up`,
        policyNumber: firstPolicy,
      }),
    );
  const situsErrors = design.policies.map(
    (policy): QpsMessage => ({
      level: "ERROR",
      code: "INVALID_SITUS",
      message: `Situs state ${policy.situsState} is not filed for policy ${policy.policyNumber}; its plans were not set up`,
      policyNumber: policy.policyNumber,
    }),
  );
  return [...classErrors, ...situsErrors];
}
