/**
 * What the QPS module's tests share: a client whose plan design can be pushed (two policies, three plans, two
 * classes), a staff session sending JSON with the CSRF header, and waiting for an api job to end.
 */
import type { ApiJob } from "@onboard/domain/qps/qps-api";
import type { LightMyRequestResponse } from "fastify";
import { buildClient, buildPlan, buildPolicy } from "../../../test/factories/index";
import { createSessionFor } from "../../../test/sessions";
import { csrfHeaders, type TestApp } from "../../../test/test-app";
import type { Database } from "../../db/client";
import { employeeClasses, employeeClassPlans } from "../../db/schema/index";
import { waitFor } from "../../integrations/qps/qps-test-support";

export interface PushableClient {
  client: { id: string; name: string; caseId: string };
  policies: { id: string; policyNumber: string }[];
  plans: { id: string; name: string | null }[];
  classes: { id: string; name: string }[];
}

export async function buildPushableClient(t: TestApp): Promise<PushableClient> {
  return buildPushableClientIn(t.database.db);
}

export async function buildPushableClientIn(db: Database): Promise<PushableClient> {
  const client = await buildClient(db);
  const life = await buildPolicy(db, {
    clientId: client.id,
    slfCoverages: ["BASIC_LIFE", "STD"],
    policyEffective: "2027-01-01",
    issuedStateSitus: "MA",
  });
  const dental = await buildPolicy(db, {
    clientId: client.id,
    slfCoverages: ["DENTAL"],
    policyEffective: "2027-01-01",
    issuedStateSitus: "NY",
  });
  const basicLife = await buildPlan(db, {
    clientId: client.id,
    policyId: life.id,
    benefitType: "BASIC_LIFE",
    name: "Basic Life",
    maximumBenefitAmount: 150_000,
  });
  const std = await buildPlan(db, { clientId: client.id, policyId: life.id, benefitType: "STD", name: "STD" });
  const dentalPlan = await buildPlan(db, { clientId: client.id, policyId: dental.id, benefitType: "DENTAL" });
  const classes = await db
    .insert(employeeClasses)
    .values([
      { clientId: client.id, name: "Full-time", employmentTypes: ["FULL_TIME"], minimumHoursPerWeek: 30 },
      { clientId: client.id, name: "Part-time", employmentTypes: ["PART_TIME"], minimumHoursPerWeek: 20 },
    ])
    .returning({ id: employeeClasses.id, name: employeeClasses.name });
  const [fullTime, partTime] = classes as [{ id: string; name: string }, { id: string; name: string }];
  await db.insert(employeeClassPlans).values([
    { employeeClassId: fullTime.id, planId: basicLife.id },
    { employeeClassId: fullTime.id, planId: std.id },
    { employeeClassId: fullTime.id, planId: dentalPlan.id },
    { employeeClassId: partTime.id, planId: dentalPlan.id },
  ]);
  return {
    client: { id: client.id, name: client.name, caseId: client.caseId },
    policies: [life, dental].map(({ id, policyNumber }) => ({ id, policyNumber })),
    plans: [basicLife, std, dentalPlan].map(({ id, name }) => ({ id, name })),
    classes: [fullTime, partTime],
  };
}

export type Send = (method: "GET" | "POST", url: string) => Promise<LightMyRequestResponse>;

/** A signed-in caller of `role`: GETs with the session cookie, POSTs with the CSRF header too. */
export async function qpsCaller(
  t: TestApp,
  role: Parameters<typeof createSessionFor>[1]["role"],
  clientIds: string[] = [],
) {
  const session = await createSessionFor(t.database.db, { role, clientIds });
  const send: Send = async (method, url) => {
    if (method === "GET") return t.app.inject({ method, url, headers: { cookie: session.cookie } });
    const csrf = await csrfHeaders(t.app);
    return t.app.inject({
      method,
      url,
      headers: { cookie: `${session.cookie}; ${csrf.cookie}`, "x-csrf-token": csrf["x-csrf-token"] ?? "" },
    });
  };
  return { user: session.user, send };
}

/** The job as GET /api/api-jobs answers it, once it is no longer IN_PROGRESS. */
export async function waitForEnd(send: Send, clientId: string): Promise<ApiJob> {
  let job: ApiJob | undefined;
  await waitFor(`the push of ${clientId} to end`, async () => {
    const answer = await send("GET", `/api/api-jobs?clientIds[]=${clientId}`);
    job = answer.json<{ items: ApiJob[] }>().items[0];
    return job !== undefined && job.status !== "IN_PROGRESS";
  });
  return job as ApiJob;
}
