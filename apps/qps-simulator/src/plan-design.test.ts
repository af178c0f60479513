import { QPS_IDEMPOTENCY_HEADER, qpsCaseSchema, qpsPushAnswerSchema } from "@onboard/domain/qps/qps-wire";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildPlanDesign, buildTestSimulator, push, queueBehaviour, type TestSimulator } from "./test-factories";

let simulator: TestSimulator;
beforeEach(async () => {
  simulator = await buildTestSimulator();
});
afterEach(async () => {
  await simulator.app.close();
});

describe("PUT /cases/:caseId/plan-design", () => {
  it("stores the plan design and answers COMPLETED with class codes", async () => {
    const response = await push(simulator.app, buildPlanDesign());

    expect(response.statusCode).toBe(200);
    const answer = qpsPushAnswerSchema.parse(response.json());
    expect(answer).toMatchObject({ caseId: "CASE-1", updateId: "U-CASE-1-1", replayed: false, result: "COMPLETED" });
    expect(answer.messages).toEqual([
      {
        level: "INFO",
        code: "PLAN_DESIGN_RECEIVED",
        message: "Plan design received for 2 policies",
        policyNumber: null,
      },
    ]);
    expect(answer.employeeClassClasses).toEqual([
      { classKey: "class-salaried", qpsClasses: [{ classId: "C01", description: "Salaried" }] },
      { classKey: "class-hourly", qpsClasses: [{ classId: "C02", description: "Hourly" }] },
    ]);
    expect(answer.planClasses).toEqual([
      { planKey: "plan-std", qpsClasses: [{ classId: "C01", description: "Salaried" }] },
      { planKey: "plan-ltd", qpsClasses: [{ classId: "C01", description: "Salaried" }] },
      {
        planKey: "plan-dental",
        qpsClasses: [
          { classId: "C01", description: "Salaried" },
          { classId: "C02", description: "Hourly" },
        ],
      },
    ]);

    const stored = qpsCaseSchema.parse((await simulator.app.inject({ url: "/cases/CASE-1" })).json());
    expect(stored.planDesign).toEqual(buildPlanDesign());
    expect(stored.updates).toEqual([
      { updateId: "U-CASE-1-1", idempotencyKey: "key-1", receivedAt: expect.any(String), result: "COMPLETED" },
    ]);
  });

  it("answers the first answer again for a key it has seen, and records no second update", async () => {
    const first = (await push(simulator.app, buildPlanDesign(), "same-key")).json();
    const again = await push(simulator.app, buildPlanDesign({ clientName: "Renamed" }), "same-key");

    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first, replayed: true });
    const stored = (await simulator.app.inject({ url: "/cases/CASE-1" })).json();
    expect(stored.updates).toHaveLength(1);
    expect(stored.planDesign.clientName).toBe("Acme Widgets");
  });

  it("records a new key as the next update and keeps each class's code", async () => {
    await push(simulator.app, buildPlanDesign(), "key-1");
    const [salaried, hourly] = buildPlanDesign().classes;
    const second = await push(
      simulator.app,
      buildPlanDesign({
        classes: [
          {
            classKey: "class-seasonal",
            name: "Seasonal",
            employmentTypes: [],
            minimumHoursPerWeek: null,
            planKeys: [],
          },
          ...(hourly ? [hourly] : []),
          ...(salaried ? [{ ...salaried, name: "Salaried staff" }] : []),
        ],
      }),
      "key-2",
    );

    expect(second.json()).toMatchObject({
      updateId: "U-CASE-1-2",
      employeeClassClasses: [
        { classKey: "class-seasonal", qpsClasses: [{ classId: "C03", description: "Seasonal" }] },
        { classKey: "class-hourly", qpsClasses: [{ classId: "C02", description: "Hourly" }] },
        { classKey: "class-salaried", qpsClasses: [{ classId: "C01", description: "Salaried staff" }] },
      ],
    });
    const stored = (await simulator.app.inject({ url: "/cases/CASE-1" })).json();
    expect(stored.updates.map((update: { idempotencyKey: string }) => update.idempotencyKey)).toEqual([
      "key-1",
      "key-2",
    ]);
    expect(stored.planDesign.classes[0].classKey).toBe("class-seasonal");
  });

  it("answers COMPLETED_WITH_WARNINGS with a warning per policy under the warnings behaviour", async () => {
    await queueBehaviour(simulator.app, { mode: "warnings" });
    const answer = qpsPushAnswerSchema.parse((await push(simulator.app, buildPlanDesign())).json());

    expect(answer.result).toBe("COMPLETED_WITH_WARNINGS");
    const warnings = answer.messages.filter((message) => message.level === "WARNING");
    expect(warnings.map((warning) => [warning.code, warning.policyNumber])).toEqual([
      ["RATE_TABLE_PENDING", "P-100"],
      ["RATE_TABLE_PENDING", "P-200"],
    ]);
    expect(warnings[0]?.message).toContain("pending underwriting review");
  });

  it("answers COMPLETED_WITH_ERRORS and still records the update under the errors behaviour", async () => {
    await queueBehaviour(simulator.app, { mode: "errors" });
    const design = buildPlanDesign({
      classes: [
        { classKey: "class-none", name: "Interns", employmentTypes: [], minimumHoursPerWeek: null, planKeys: [] },
      ],
    });
    const answer = qpsPushAnswerSchema.parse((await push(simulator.app, design)).json());

    expect(answer.result).toBe("COMPLETED_WITH_ERRORS");
    const errors = answer.messages.filter((message) => message.level === "ERROR");
    expect(errors.map((error) => error.code)).toEqual(["CLASS_WITHOUT_PLAN", "INVALID_SITUS", "INVALID_SITUS"]);
    expect(errors.every((error) => error.policyNumber !== null)).toBe(true);
    const stored = (await simulator.app.inject({ url: "/cases/CASE-1" })).json();
    expect(stored.updates).toEqual([expect.objectContaining({ result: "COMPLETED_WITH_ERRORS" })]);
  });

  it("refuses a push without an Idempotency-Key, or with one over 200 characters", async () => {
    const missing = await push(simulator.app, buildPlanDesign(), null);
    const tooLong = await push(simulator.app, buildPlanDesign(), "k".repeat(201));

    for (const response of [missing, tooLong]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain("Idempotency-Key");
    }
    expect((await simulator.app.inject({ url: "/cases/CASE-1" })).statusCode).toBe(404);
  });

  it("refuses a body that is not a plan design, naming the field", async () => {
    const design = buildPlanDesign();
    const badSitus = { ...design, policies: [{ ...design.policies[0], situsState: "California" }] };
    const response = await simulator.app.inject({
      method: "PUT",
      url: "/cases/CASE-1/plan-design",
      headers: { [QPS_IDEMPOTENCY_HEADER]: "key-1" },
      payload: badSitus,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("policies.0.situsState");
  });

  it("refuses malformed JSON and an empty body with 400", async () => {
    for (const payload of ["{not json", ""]) {
      const response = await simulator.app.inject({
        method: "PUT",
        url: "/cases/CASE-1/plan-design",
        headers: { [QPS_IDEMPOTENCY_HEADER]: "key-1", "content-type": "application/json" },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
  });

  it("refuses a body whose caseId is not the path's", async () => {
    const response = await push(simulator.app, buildPlanDesign({ caseId: "CASE-2" }), "key-1", "CASE-1");

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("caseId");
    expect((await simulator.app.inject({ url: "/cases/CASE-2" })).statusCode).toBe(404);
  });
});

describe("GET routes", () => {
  it("answers 404 for a case QPS has never had", async () => {
    const response = await simulator.app.inject({ url: "/cases/NOPE" });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "No such case" });
  });

  it("answers health, and 404 JSON for an unknown route", async () => {
    expect((await simulator.app.inject({ url: "/health" })).json()).toEqual({ ok: true });
    const unknown = await simulator.app.inject({ url: "/nowhere" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: expect.any(String) });
  });
});
