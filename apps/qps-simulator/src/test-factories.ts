/** Factories for the simulator's tests: a plan design, and a simulator with no delay and a crash that only hangs up. */
import { QPS_IDEMPOTENCY_HEADER, type QpsPlanDesign } from "@onboard/domain/qps/qps-wire";
import type { FastifyInstance } from "fastify";
import { buildQpsSimulator, type QpsSimulatorOptions } from "./simulator";

export function buildPlanDesign(overrides: Partial<QpsPlanDesign> = {}): QpsPlanDesign {
  return {
    caseId: "CASE-1",
    clientName: "Acme Widgets",
    policies: [
      { policyNumber: "P-100", effectiveDate: "2027-01-01", situsState: "CA", coverages: ["STD", "LTD"] },
      { policyNumber: "P-200", effectiveDate: "2027-01-01", situsState: "CA", coverages: ["DENTAL"] },
    ],
    plans: [
      { planKey: "plan-std", policyNumber: "P-100", benefitType: "STD", name: "STD", maximumBenefitAmount: 1500 },
      { planKey: "plan-ltd", policyNumber: "P-100", benefitType: "LTD", name: "LTD", maximumBenefitAmount: 10000 },
      { planKey: "plan-dental", policyNumber: "P-200", benefitType: "DENTAL", name: null, maximumBenefitAmount: null },
    ],
    classes: [
      {
        classKey: "class-salaried",
        name: "Salaried",
        employmentTypes: ["FULL_TIME"],
        minimumHoursPerWeek: 30,
        planKeys: ["plan-std", "plan-ltd", "plan-dental"],
      },
      {
        classKey: "class-hourly",
        name: "Hourly",
        employmentTypes: ["PART_TIME"],
        minimumHoursPerWeek: 20,
        planKeys: ["plan-dental"],
      },
    ],
    ...overrides,
  };
}

export interface TestSimulator {
  app: FastifyInstance;
  /** How many times "crash" ran. */
  crashes: () => number;
}

export async function buildTestSimulator(options: Partial<QpsSimulatorOptions> = {}): Promise<TestSimulator> {
  let crashes = 0;
  const app = await buildQpsSimulator({
    dataFile: null,
    delayMs: 0,
    crash: (request) => {
      crashes += 1;
      request.raw.socket.destroy();
    },
    ...options,
  });
  return { app, crashes: () => crashes };
}

export function push(
  app: FastifyInstance,
  design: QpsPlanDesign,
  key: string | null = "key-1",
  caseId = design.caseId,
) {
  return app.inject({
    method: "PUT",
    url: `/cases/${caseId}/plan-design`,
    headers: key === null ? {} : { [QPS_IDEMPOTENCY_HEADER]: key },
    payload: design,
  });
}

export function queueBehaviour(app: FastifyInstance, behaviour: Record<string, unknown>) {
  return app.inject({ method: "POST", url: "/control/behaviours", payload: behaviour });
}
