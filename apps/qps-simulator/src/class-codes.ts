/**
 * The class codes QPS assigns: one per employee class ("C01", "C02"… in the order first seen), kept for the same
 * portal class key across updates of the case and never reused, as the portal stores them against its classes.
 */
import type { QpsClassCode, QpsPlanDesign, QpsPushAnswer } from "@onboard/domain/qps/qps-wire";

export interface AssignedClassCodes {
  /** The code per portal class key, including earlier updates' classes. */
  codes: Record<string, string>;
  planClasses: QpsPushAnswer["planClasses"];
  employeeClassClasses: QpsPushAnswer["employeeClassClasses"];
}

export function assignClassCodes(design: QpsPlanDesign, earlier: Record<string, string>): AssignedClassCodes {
  const codes = { ...earlier };
  let highest = Math.max(0, ...Object.values(codes).map((code) => Number(code.slice(1)) || 0));
  for (const employeeClass of design.classes) {
    codes[employeeClass.classKey] ??= `C${String(++highest).padStart(2, "0")}`;
  }
  const codeOf = (employeeClass: QpsPlanDesign["classes"][number]): QpsClassCode => ({
    classId: codes[employeeClass.classKey] ?? "",
    description: employeeClass.name,
  });
  return {
    codes,
    planClasses: design.plans.map((plan) => ({
      planKey: plan.planKey,
      qpsClasses: design.classes.filter((c) => c.planKeys.includes(plan.planKey)).map(codeOf),
    })),
    employeeClassClasses: design.classes.map((c) => ({ classKey: c.classKey, qpsClasses: [codeOf(c)] })),
  };
}
