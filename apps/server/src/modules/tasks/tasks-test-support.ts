/** Shared set-up of the tasks module's integration tests: a client with tasks and policies, and signed-in calls. */
import type { CarrierRole } from "@onboard/domain/users/roles";
import { buildClient, buildPolicy } from "../../../test/factories/index";
import { createSessionFor } from "../../../test/sessions";
import { sessionRequester } from "../../../test/test-app";
import type { Database } from "../../db/client";
import { policyTasks, tasks } from "../../db/schema/index";

/** A client with client tasks in a shuffled insertion order, and two policies with tasks. */
export async function buildClientWithTasks(db: Database) {
  const client = await buildClient(db);
  const primary = await buildPolicy(db, {
    clientId: client.id,
    policyNumber: "2541209",
    slfCoverages: ["LTD", "BASIC_LIFE"],
    primaryPolicy: true,
  });
  const second = await buildPolicy(db, { clientId: client.id, policyNumber: "1000001", slfCoverages: ["DENTAL"] });
  const empty = await buildPolicy(db, { clientId: client.id, policyNumber: "1000002", slfCoverages: ["VISION"] });
  await db.insert(tasks).values([
    { clientId: client.id, taskId: "ongoing-service-call", status: "UPCOMING", dueDate: "2030-01-10" },
    { clientId: client.id, taskId: "prior-carrier-certificates", status: "IN_PROGRESS", dueDate: "2020-01-01" },
    { clientId: client.id, taskId: "kickoff-call", status: "NOT_STARTED", dueDate: "2030-01-01" },
    { clientId: client.id, taskId: "company-profile", status: "NOT_STARTED" },
    { clientId: client.id, taskId: "onboarding-forms", status: "IN_REVIEW" },
  ]);
  await db.insert(policyTasks).values([
    { clientId: client.id, policyId: primary.id, taskId: "enrollment-elections", status: "NOT_STARTED" },
    { clientId: client.id, policyId: primary.id, taskId: "advisor-spd", status: "NIGO" },
    { clientId: client.id, policyId: primary.id, taskId: "prior-carrier-bills", status: "IN_REVIEW" },
    { clientId: client.id, policyId: second.id, taskId: "deductible-maximum-report", status: "NOT_STARTED" },
    { clientId: client.id, policyId: second.id, taskId: "dental-rollover", status: "DONE" },
  ]);
  return { client, primary, second, empty };
}

/** Sends a request as `cookie` (with the CSRF header on mutations). */
export const requester = sessionRequester;

export async function sessionOf(db: Database, role: CarrierRole, clientIds: string[]) {
  return createSessionFor(db, { role, clientIds });
}
