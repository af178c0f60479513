/** GET and PATCH /api/clients/:clientId/draft through the real app and Postgres. */

import { eifDraftSchema } from "@onboard/domain/eif/eif-draft-schemas";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { auditLog, clientPlanDesigns, tasks } from "../../db/schema/index";
import { buildEifClient, eifRequester, sessionOf } from "./eif-test-support";

let t: TestApp;
let send: ReturnType<typeof eifRequester>;
beforeAll(async () => {
  t = await buildTestApp();
  send = eifRequester(t);
});
afterAll(() => t.close());

const draftUrl = (clientId: string) => `/api/clients/${clientId}/draft`;

describe("the EIF draft", () => {
  it.each(["SLF_OWNER", "SLF_ADMIN", "BROKER", "BEN_ADMIN"] as const)(
    "%s loads and saves their client's draft",
    async (role) => {
      const { client } = await buildEifClient(t.database.db);
      const cookie = await sessionOf(t.database.db, role, [client.id]);
      const loaded = await send(cookie, "GET", draftUrl(client.id));
      expect(loaded.statusCode, loaded.body).toBe(200);
      expect(loaded.headers.etag).toBe('"0"');
      const saved = await send(
        cookie,
        "PATCH",
        draftUrl(client.id),
        { answers: { legalName: "Acme Holdings LLC" } },
        { "if-match": '"0"' },
      );
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().version).toBe(1);
      expect(saved.json().answers.legalName).toBe("Acme Holdings LLC");
      expect(saved.headers.etag).toBe('"1"');
    },
  );

  it("keeps every answer across loads and reports the outline", async () => {
    const { client, location } = await buildEifClient(t.database.db);
    const cookie = await sessionOf(t.database.db, "BEN_ADMIN", [client.id]);
    const answers = {
      legalName: "Acme Holdings LLC",
      taxId: "123456789",
      natureOfBusiness: "Wholesale",
      industrySegment: "MANUFACTURING",
      employeesNumber: 240,
      headquartersLocationId: location.id,
      erisaPlanYearEnd: "6/30",
      enrollmentStartDate: "2026-11-20",
      enrollmentEndDate: "2027-01-31",
    };
    const saved = await send(cookie, "PATCH", draftUrl(client.id), { answers, version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = (await send(cookie, "GET", draftUrl(client.id))).json();
    expect(body.answers).toMatchObject({ ...answers, taxId: "12-3456789", erisaPlanYearEnd: "06/30" });
    const company = body.outline.find((step: { stepId: string }) => step.stepId === "company-information");
    expect(company.subSteps.find((s: { subStepId: string }) => s.subStepId === "tax-id").complete).toBe(true);
    expect(company.subSteps.find((s: { subStepId: string }) => s.subStepId === "locations").complete).toBe(true);
  });

  it("answers 412 to a stale version, 428 without one, and keeps the newer answers", async () => {
    const { client } = await buildEifClient(t.database.db);
    const cookie = await sessionOf(t.database.db, "BROKER", [client.id]);
    expect(
      (await send(cookie, "PATCH", draftUrl(client.id), { answers: { legalName: "First" } }, { "if-match": "0" }))
        .statusCode,
    ).toBe(200);
    const stale = await send(
      cookie,
      "PATCH",
      draftUrl(client.id),
      { answers: { legalName: "Second" } },
      { "if-match": "0" },
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.json().code).toBe("PRECONDITION_FAILED");
    expect((await send(cookie, "PATCH", draftUrl(client.id), { answers: { legalName: "Third" } })).statusCode).toBe(
      428,
    );
    expect((await send(cookie, "GET", draftUrl(client.id))).json().answers.legalName).toBe("First");
  });

  it("lets only one of two saves from the same version land", async () => {
    const { client } = await buildEifClient(t.database.db);
    const cookie = await sessionOf(t.database.db, "BEN_ADMIN", [client.id]);
    for (const version of [0, 1]) {
      const answers = await Promise.all(
        ["Tab one", "Tab two"].map((legalName) =>
          send(cookie, "PATCH", draftUrl(client.id), { answers: { legalName } }, { "if-match": String(version) }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort(), answers.map((a) => a.body).join()).toEqual([200, 412]);
    }
    const saved = (await send(cookie, "GET", draftUrl(client.id))).json();
    expect(saved.version).toBe(2);
  });

  it("writes a save's three rows and a policy together, and nothing of a stale one", async () => {
    const { client, main } = await buildEifClient(t.database.db);
    const cookie = await sessionOf(t.database.db, "BEN_ADMIN", [client.id]);
    const save = (legalName: string, employeesNumber: number, isErisaPlan: boolean, cycle: string, version: number) =>
      send(cookie, "PATCH", draftUrl(client.id), {
        answers: { legalName, employeesNumber, isErisaPlan },
        policyAnswers: { [main.id]: { billingAdministrationType: "LIST", billPayrollCycles: [cycle] } },
        version,
      });
    expect((await save("Landed", 12, true, "MONTHLY", 0)).statusCode).toBe(200);
    const stale = await save("Lost", 99, false, "WEEKLY", 0);
    expect(stale.statusCode).toBe(412);
    const saved = (await send(cookie, "GET", draftUrl(client.id))).json();
    expect(saved).toMatchObject({
      version: 1,
      answers: { legalName: "Landed", employeesNumber: 12, isErisaPlan: true },
    });
    expect(saved.policies.find((p: { id: string }) => p.id === main.id).billPayrollCycles).toEqual(["MONTHLY"]);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.clientId, client.id), eq(auditLog.action, "eif.draft.save")));
    expect(entries).toHaveLength(1);
  });

  it("audits every save with what changed", async () => {
    const { client } = await buildEifClient(t.database.db);
    const cookie = await sessionOf(t.database.db, "BEN_ADMIN", [client.id]);
    const saves = [
      { answers: { legalName: "First name" }, version: 0 },
      { answers: { legalName: "Second name", employeesNumber: 12, isErisaPlan: true }, version: 1 },
      { answers: { erisaPlanYearEnd: "1/5" }, version: 2 },
    ];
    for (const save of saves) expect((await send(cookie, "PATCH", draftUrl(client.id), save)).statusCode).toBe(200);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.clientId, client.id), eq(auditLog.action, "eif.draft.save")))
      .orderBy(asc(auditLog.occurredAt));
    expect(entries.map((entry) => (entry.details as { after: unknown }).after)).toEqual([
      { legalName: "First name" },
      { legalName: "Second name", employeesNumber: 12, isErisaPlan: true },
      { erisaPlanYearEnd: "01/05" },
    ]);
    const saved = (await send(cookie, "GET", draftUrl(client.id))).json();
    expect(saved).toMatchObject({
      version: 3,
      answers: { legalName: "Second name", employeesNumber: 12, isErisaPlan: true, erisaPlanYearEnd: "01/05" },
    });
  });

  it("refuses bad input with the field's message, and writes nothing", async () => {
    const { client } = await buildEifClient(t.database.db);
    const cookie = await sessionOf(t.database.db, "BEN_ADMIN", [client.id]);
    const cases: [object, string, string][] = [
      [{ erisaPlanYearEnd: "12-31" }, "body.answers.erisaPlanYearEnd", "Date needs to be in the format MM/DD"],
      [{ erisaPlanYearEnd: "02/30" }, "body.answers.erisaPlanYearEnd", "Not a valid date"],
      [{ legalName: "x".repeat(192) }, "body.answers.legalName", "Please enter no more than 191 characters"],
      [{ taxId: "12-34" }, "body.answers.taxId", "Tax ID needs to be in the format ##-#######"],
      [
        { rehireDurationValue: 5, rehireDurationUnit: "MONTHS" },
        "body.answers.rehireDurationValue",
        "Please choose one of the listed durations",
      ],
      [
        { headquartersLocationId: "00000000-0000-4000-8000-000000000009" },
        "body.answers.headquartersLocationId",
        "Please select a valid option",
      ],
      [{ notAnAnswer: true }, "body.answers", 'Unrecognized key: "notAnAnswer"'],
    ];
    for (const [answers, path, message] of cases) {
      const response = await send(cookie, "PATCH", draftUrl(client.id), { answers, version: 0 });
      expect(response.statusCode, JSON.stringify(answers)).toBe(400);
      expect(response.json().errors, response.body).toContainEqual(
        expect.objectContaining({ path: expect.stringContaining(path), message }),
      );
    }
    expect((await send(cookie, "GET", draftUrl(client.id))).json().version).toBe(0);
  });

  it("checks a rehire duration sent in two saves against the stored half", async () => {
    const { client } = await buildEifClient(t.database.db);
    const cookie = await sessionOf(t.database.db, "BEN_ADMIN", [client.id]);
    expect(
      (await send(cookie, "PATCH", draftUrl(client.id), { answers: { rehireDurationUnit: "DAYS" }, version: 0 }))
        .statusCode,
    ).toBe(200);
    const refused = await send(cookie, "PATCH", draftUrl(client.id), {
      answers: { rehireDurationValue: 6 },
      version: 1,
    });
    expect(refused.statusCode).toBe(400);
    expect(
      (await send(cookie, "PATCH", draftUrl(client.id), { answers: { rehireDurationValue: 90 }, version: 1 }))
        .statusCode,
    ).toBe(200);
  });

  it("refuses answers for a sub-step that does not apply", async () => {
    const { client, main } = await buildEifClient(t.database.db, { coverages: ["STD"] });
    const cookie = await sessionOf(t.database.db, "BEN_ADMIN", [client.id]);
    const malpractice = await send(cookie, "PATCH", draftUrl(client.id), {
      answers: { malpracticePremiumsReimbursed: true },
      version: 0,
    });
    expect(malpractice.statusCode).toBe(400);
    expect(malpractice.json().errors).toEqual([
      { path: "body.answers.malpracticePremiumsReimbursed", message: "This question does not apply to this client" },
    ]);
    // EAP-only blended: billing preferences do not apply, even in the same save.
    const blended = await send(cookie, "PATCH", draftUrl(client.id), {
      answers: { isEapOnlyBlended: true },
      policyAnswers: { [main.id]: { billingAdministrationType: "LIST" } },
      version: 0,
    });
    expect(blended.statusCode).toBe(400);
    expect(blended.json().errors[0].path).toBe(`body.policyAnswers.${main.id}`);
    const billing = await send(cookie, "PATCH", draftUrl(client.id), {
      policyAnswers: { [main.id]: { billingAdministrationType: "LIST", billPayrollCycles: ["MONTHLY", "BIWEEKLY"] } },
      version: 0,
    });
    expect(billing.statusCode, billing.body).toBe(200);
    expect(billing.json().policies.find((p: { id: string }) => p.id === main.id)).toMatchObject({
      billingAdministrationType: "LIST",
      billPayrollCycles: ["MONTHLY", "BIWEEKLY"],
    });
  });

  it("applies the 2026 life rule on both sides of 2026-01-01", async () => {
    const before = await buildEifClient(t.database.db, { coverages: ["BASIC_LIFE"], policyEffective: "2025-12-31" });
    const after = await buildEifClient(t.database.db, { coverages: ["BASIC_LIFE"], policyEffective: "2026-01-01" });
    const cookie = await sessionOf(t.database.db, "SLF_ADMIN", []);
    const ageRules = { spouseRatesBasedOn: "EMPLOYEE_AGE", ageCalculationDate: "POLICY_ANNIVERSARY" };
    expect(
      (await send(cookie, "PATCH", draftUrl(before.client.id), { answers: { ageRules }, version: 0 })).statusCode,
    ).toBe(400);
    expect(
      (await send(cookie, "PATCH", draftUrl(after.client.id), { answers: { ageRules }, version: 0 })).statusCode,
    ).toBe(200);
  });

  it("saves any mix of answers, and clears an answer to null (a JSON answer too)", async () => {
    const { client } = await buildEifClient(t.database.db, {
      coverages: ["BASIC_LIFE"],
      policyEffective: "2026-01-01",
    });
    const cookie = await sessionOf(t.database.db, "BEN_ADMIN", [client.id]);
    const ageRules = { spouseRatesBasedOn: "EMPLOYEE_AGE", ageCalculationDate: "POLICY_ANNIVERSARY" };
    const saves = [
      { answers: { ageRules, legalName: "Acme" } },
      { answers: { employeesNumber: 40, isErisaPlan: true } },
      { answers: { ageRules: null, legalName: null, employeesNumber: null } },
      { answers: { legalName: "Acme again" } },
    ];
    for (const [version, save] of saves.entries()) {
      const answer = await send(cookie, "PATCH", draftUrl(client.id), { ...save, version });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const saved = (await send(cookie, "GET", draftUrl(client.id))).json();
    expect(saved).toMatchObject({
      version: 4,
      answers: { ageRules: null, legalName: "Acme again", employeesNumber: null, isErisaPlan: true },
    });
    const [design] = await t.database.db
      .select({ isNull: sql<boolean>`${clientPlanDesigns.ageRules} is null` })
      .from(clientPlanDesigns)
      .where(eq(clientPlanDesigns.clientId, client.id));
    expect(design?.isNull).toBe(true);
  });

  it("answers exactly the draft's schema, on loads and saves (the routes send the draft as built)", async () => {
    const { client, main } = await buildEifClient(t.database.db, {
      coverages: ["BASIC_LIFE", "STD"],
      policyEffective: "2026-01-01",
    });
    const cookie = await sessionOf(t.database.db, "BEN_ADMIN", [client.id]);
    const answers = [
      await send(cookie, "GET", draftUrl(client.id)),
      await send(cookie, "PATCH", draftUrl(client.id), {
        version: 0,
        answers: {
          legalName: "Acme",
          employeesNumber: 12,
          ageRules: { spouseRatesBasedOn: "EMPLOYEE_AGE", ageCalculationDate: "POLICY_ANNIVERSARY" },
          erisaPlanYearEnd: "6/30",
        },
        policyAnswers: { [main.id]: { billingAdministrationType: "LIST", billPayrollCycles: ["MONTHLY"] } },
      }),
      await send(cookie, "GET", draftUrl(client.id)),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      const body = answer.json();
      // Parsing strips what the schema does not have and fails on a wrong type: equal means exactly the schema.
      expect(eifDraftSchema.parse(body)).toEqual(body);
    }
    expect(answers[2]?.json().answers.erisaPlanYearEnd).toBe("06/30");
  });

  it("moves the form's tasks to In Progress on the first save only", async () => {
    const { client } = await buildEifClient(t.database.db);
    const cookie = await sessionOf(t.database.db, "BEN_ADMIN", [client.id]);
    await send(cookie, "PATCH", draftUrl(client.id), { answers: { legalName: "Acme" }, version: 0 });
    const rows = await t.database.db.select().from(tasks).where(eq(tasks.clientId, client.id));
    expect(rows.map((row) => [row.taskId, row.status]).sort()).toEqual([
      ["company-profile", "IN_PROGRESS"],
      ["eif-submit-company-information", "IN_PROGRESS"],
    ]);
    await send(cookie, "PATCH", draftUrl(client.id), { answers: { legalName: "Acme Inc" }, version: 1 });
    const moves = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.clientId, client.id), eq(auditLog.action, "task.status")));
    expect(
      moves.map((entry) => entry.details).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    ).toEqual([
      {
        before: { taskId: "company-profile", status: "NOT_STARTED" },
        after: { taskId: "company-profile", status: "IN_PROGRESS" },
        extra: { cause: "EIF saved" },
      },
      {
        before: { taskId: "eif-submit-company-information", status: "UPCOMING" },
        after: { taskId: "eif-submit-company-information", status: "IN_PROGRESS" },
        extra: { cause: "EIF saved" },
      },
    ]);
    expect(moves.every((entry) => entry.entity === "Task" && entry.actorUserId !== null)).toBe(true);
  });

  it("refuses another tenant's client before reading the body", async () => {
    const own = await buildEifClient(t.database.db);
    const other = await buildEifClient(t.database.db);
    for (const role of ["BROKER", "BEN_ADMIN"] as const) {
      const cookie = await sessionOf(t.database.db, role, [own.client.id]);
      expect((await send(cookie, "GET", draftUrl(other.client.id))).statusCode).toBe(403);
      expect(
        (await send(cookie, "PATCH", draftUrl(other.client.id), { answers: { legalName: 5 }, version: 0 })).statusCode,
      ).toBe(403);
    }
  });
});
