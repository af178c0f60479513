/** Employee classes and their plans through the real app and Postgres. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { buildEifClient, eifRequester, sessionOf } from "../eif/eif-test-support";

let t: TestApp;
let send: ReturnType<typeof eifRequester>;
beforeAll(async () => {
  t = await buildTestApp();
  send = eifRequester(t);
});
afterAll(() => t.close());

const base = (clientId: string) => `/api/clients/${clientId}/employee-classes`;
const salaried = {
  name: "Salaried",
  description: "Exempt staff",
  employmentTypes: ["FULL_TIME", "SALARIED"],
  minimumHoursPerWeek: 30,
};

async function setUp(role: "SLF_ADMIN" | "BROKER" | "BEN_ADMIN" = "BEN_ADMIN") {
  const fixture = await buildEifClient(t.database.db);
  const cookie = await sessionOf(t.database.db, role, [fixture.client.id]);
  return { ...fixture, cookie };
}

describe("employee classes", () => {
  it.each(["SLF_ADMIN", "BROKER", "BEN_ADMIN"] as const)(
    "%s builds a class: eligibility, plans, waiting period, contributions",
    async (role) => {
      const { client, plans, cookie } = await setUp(role);
      const created = await send(cookie, "POST", base(client.id), { ...salaried, asFirstClass: true });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id;
      const std = plans.find((plan) => plan.benefitType === "STD");
      if (!std) throw new Error("no STD plan");
      const chosen = await send(
        cookie,
        "POST",
        `${base(client.id)}/${id}/plans/set-benefit-type-plans`,
        { benefitType: "STD", planIds: [std.id] },
        { "if-match": "1" },
      );
      expect(chosen.statusCode, chosen.body).toBe(200);
      expect(chosen.json().plans).toEqual([expect.objectContaining({ planId: std.id, benefitType: "STD" })]);
      const waiting = await send(
        cookie,
        "POST",
        `${base(client.id)}/${id}/plans/waiting-periods`,
        {
          planIds: [std.id],
          waitingPeriodRule: "FIRST_OF_MONTH_FOLLOWING",
          waitingPeriodValue: 3,
          waitingPeriodUnit: "MONTHS",
        },
        { "if-match": "2" },
      );
      expect(waiting.statusCode, waiting.body).toBe(200);
      const shared = await send(
        cookie,
        "POST",
        `${base(client.id)}/${id}/plans/contributions`,
        { planIds: [std.id], contributionType: "SHARED", employerContributionPercent: 75, taxTreatment: "TAX_CHOICE" },
        { "if-match": "3" },
      );
      expect(shared.statusCode, shared.body).toBe(200);
      const loaded = (await send(cookie, "GET", `${base(client.id)}/${id}`)).json();
      expect(loaded).toMatchObject({ ...salaried, version: 4 });
      expect(loaded.plans[0]).toMatchObject({
        waitingPeriodRule: "FIRST_OF_MONTH_FOLLOWING",
        waitingPeriodValue: 3,
        waitingPeriodUnit: "MONTHS",
        contributionType: "SHARED",
        employerContributionPercent: 75,
        employeeContributionPercent: 25,
        taxTreatment: "TAX_CHOICE",
      });
    },
  );

  it("answers ALREADY_HAS_CLASSES when a first class is created twice", async () => {
    const { client, cookie } = await setUp();
    expect((await send(cookie, "POST", base(client.id), { ...salaried, asFirstClass: true })).statusCode).toBe(201);
    const second = await send(cookie, "POST", base(client.id), { name: "Hourly", asFirstClass: true });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe("ALREADY_HAS_CLASSES");
    expect((await send(cookie, "POST", base(client.id), { name: "Hourly" })).statusCode).toBe(201);
  });

  it("refuses a name another class has, whatever its case", async () => {
    const { client, cookie } = await setUp();
    await send(cookie, "POST", base(client.id), salaried);
    const taken = await send(cookie, "POST", base(client.id), { name: "SALARIED" });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual([
      { path: "body.name", message: "An employee class with this name already exists" },
    ]);
  });

  it("duplicates a class with its plans, and deletes one", async () => {
    const { client, plans, cookie } = await setUp();
    const id = (await send(cookie, "POST", base(client.id), salaried)).json().id;
    const ltd = plans.find((plan) => plan.benefitType === "LTD");
    await send(cookie, "POST", `${base(client.id)}/${id}/plans/set-benefit-type-plans`, {
      benefitType: "LTD",
      planIds: [ltd?.id],
      version: 1,
    });
    const copy = await send(cookie, "POST", `${base(client.id)}/${id}/duplicate`);
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json()).toMatchObject({
      name: "Copy of Salaried",
      plans: [expect.objectContaining({ planId: ltd?.id })],
    });
    expect((await send(cookie, "POST", `${base(client.id)}/${id}/duplicate`)).json().name).toBe("Copy of Salaried (2)");
    // The page names the copy in its language; a name taken gets a number.
    const named = await send(cookie, "POST", `${base(client.id)}/${id}/duplicate`, { name: "Copia de Salaried" });
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json().name).toBe("Copia de Salaried");
    await send(cookie, "DELETE", `${base(client.id)}/${named.json().id}`);
    expect((await send(cookie, "DELETE", `${base(client.id)}/${copy.json().id}`)).statusCode).toBe(204);
    const names = (await send(cookie, "GET", base(client.id))).json().map((c: { name: string }) => c.name);
    expect(names).toEqual(["Salaried", "Copy of Salaried (2)"]);
  });

  it("answers 412 to a stale edit", async () => {
    const { client, cookie } = await setUp();
    const id = (await send(cookie, "POST", base(client.id), salaried)).json().id;
    expect(
      (await send(cookie, "PUT", `${base(client.id)}/${id}`, { ...salaried, name: "A" }, { "if-match": "1" }))
        .statusCode,
    ).toBe(200);
    expect(
      (await send(cookie, "PUT", `${base(client.id)}/${id}`, { ...salaried, name: "B" }, { "if-match": "1" }))
        .statusCode,
    ).toBe(412);
    expect((await send(cookie, "GET", `${base(client.id)}/${id}`)).json().name).toBe("A");
  });

  it.each([
    [
      "plans/waiting-periods",
      { waitingPeriodRule: "FIRST_OF_MONTH_FOLLOWING", waitingPeriodValue: 45, waitingPeriodUnit: "MONTHS" },
      "body.waitingPeriodValue",
    ],
    [
      "plans/contributions",
      { contributionType: "SHARED", taxTreatment: "PRE_TAX" },
      "body.employerContributionPercent",
    ],
  ])("refuses bad %s input with the field", async (route, change, path) => {
    const { client, plans, cookie } = await setUp();
    const id = (await send(cookie, "POST", base(client.id), salaried)).json().id;
    const std = plans.find((plan) => plan.benefitType === "STD");
    await send(cookie, "POST", `${base(client.id)}/${id}/plans/set-benefit-type-plans`, {
      benefitType: "STD",
      planIds: [std?.id],
      version: 1,
    });
    const response = await send(cookie, "POST", `${base(client.id)}/${id}/${route}`, {
      planIds: [std?.id],
      version: 2,
      ...change,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it("refuses plans that are not the client's or not of the benefit type", async () => {
    const own = await setUp();
    const other = await buildEifClient(t.database.db);
    const id = (await send(own.cookie, "POST", base(own.client.id), salaried)).json().id;
    const foreign = other.plans.find((plan) => plan.benefitType === "STD");
    const ltd = own.plans.find((plan) => plan.benefitType === "LTD");
    for (const planId of [foreign?.id, ltd?.id]) {
      const response = await send(own.cookie, "POST", `${base(own.client.id)}/${id}/plans/set-benefit-type-plans`, {
        benefitType: "STD",
        planIds: [planId],
        version: 1,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ path: "body.planIds", message: "Please select a valid option" }]);
    }
  });

  it("keeps other tenants out: their client 403, their class 404", async () => {
    const own = await setUp("BROKER");
    const other = await setUp("BEN_ADMIN");
    const otherId = (await send(other.cookie, "POST", base(other.client.id), salaried)).json().id;
    expect((await send(own.cookie, "GET", base(other.client.id))).statusCode).toBe(403);
    expect((await send(own.cookie, "POST", base(other.client.id), salaried)).statusCode).toBe(403);
    expect((await send(own.cookie, "GET", `${base(own.client.id)}/${otherId}`)).statusCode).toBe(404);
    expect((await send(own.cookie, "DELETE", `${base(own.client.id)}/${otherId}`)).statusCode).toBe(404);
    expect((await send(own.cookie, "POST", `${base(own.client.id)}/${otherId}/duplicate`)).statusCode).toBe(404);
  });
});
