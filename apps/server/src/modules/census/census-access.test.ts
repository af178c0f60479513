/**
 * Who reaches the census calls (spec §6): the client's ben admins and brokers and the carrier staff answer every call;
 * another tenant's ben admin gets 403 on each (before any body is read: an invalid body is still 403), a caller
 * without a session 401; unknown ids 404; a document of another policy or category 400 notCensusFile.
 */
import { CENSUS_API_MESSAGES, type CensusFile } from "@onboard/domain/census/census-api";
import { CENSUS_FIELD_IDS } from "@onboard/domain/census/census-fields";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDocument } from "../../../test/factories/index";
import {
  buildCensusWorld,
  type Caller,
  CENSUS_ROLES,
  type CensusWorld,
  censusPath,
  employee,
  mapAsTemplate,
  templateCsv,
  uploadCensus,
} from "./census-test-support";

const UNKNOWN = "00000000-0000-4000-8000-00000000abcd";

let world: CensusWorld;
let base: string;
let documentId: string;
beforeAll(async () => {
  world = await buildCensusWorld();
  base = censusPath(world.clientId, world.policyId);
  const staff = world.callers.SLF_ADMIN;
  documentId = await uploadCensus(
    staff,
    world.clientId,
    world.policyId,
    "access.csv",
    templateCsv([employee(1), employee(2, { state: "ZZ" })]),
  );
  await mapAsTemplate(staff, base, documentId, 1);
  await staff.request("GET", `${base}/validate`);
});
afterAll(() => world.close());

async function currentVersion(caller: Caller): Promise<number> {
  const files = (await caller.request("GET", `${base}/files`)).json<CensusFile[]>();
  return files[0]?.version ?? 0;
}

/** Every census call on the world's file, with a body each accepts. */
function calls() {
  const file = `${base}/files/${documentId}`;
  const state = String(CENSUS_FIELD_IDS.indexOf("state"));
  const mapping = { source: "HRIS", mapping: CENSUS_FIELD_IDS.map((fieldId) => ({ fieldId })) };
  return [
    { method: "GET", url: `${base}/files` },
    { method: "GET", url: `${file}/preview` },
    { method: "GET", url: `${file}/rows` },
    { method: "GET", url: `${file}/report` },
    { method: "GET", url: `${base}/validate` },
    { method: "PUT", url: `${file}/rows/3`, body: { values: { [state]: "ZZ" } } },
    { method: "PUT", url: `${file}/mapping`, body: mapping },
  ] as const;
}

describe("census access", () => {
  it.each(CENSUS_ROLES)("%s of the client reaches every call", async (role) => {
    const caller = world.callers[role];
    for (const call of calls()) {
      const headers = call.method === "PUT" ? { "if-match": `"${await currentVersion(caller)}"` } : undefined;
      const response = await caller.request(call.method, call.url, {
        body: "body" in call ? call.body : undefined,
        headers,
      });
      expect(response.statusCode, `${role} ${call.method} ${call.url} ${response.body.slice(0, 200)}`).toBe(200);
      // The mapping cleared the validation: validate again for the next role's rows, fix and report.
      if (call.url.endsWith("/mapping")) await caller.request("GET", `${base}/validate`);
    }
  });

  it("refuses another tenant's ben admin with 403 before reading the body, and anonymous callers with 401", async () => {
    const outsider = world.otherBenAdmin;
    for (const call of calls()) {
      const response = await outsider.request(call.method, call.url, { body: "body" in call ? { x: 1 } : undefined });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    for (const url of [`${base}/validate-submit`]) {
      expect((await outsider.request("PUT", url)).statusCode).toBe(403);
    }
    expect((await outsider.request("POST", `${base}/submit`, { body: { documentId: "not-a-uuid" } })).statusCode).toBe(
      403,
    );
    const anonymous = await world.t.app.inject({ method: "GET", url: `${base}/files` });
    expect(anonymous.statusCode).toBe(401);
  });

  it("refuses the client's ben admin on the other tenant's census with 403", async () => {
    const other = censusPath(world.otherClientId, world.otherPolicyId);
    const caller = world.callers.BEN_ADMIN;
    expect((await caller.request("GET", `${other}/files`)).statusCode).toBe(403);
    expect((await caller.request("GET", `${other}/validate`)).statusCode).toBe(403);
    expect((await caller.request("POST", `${other}/submit`, { body: { documentId } })).statusCode).toBe(403);
  });

  it("answers 404 for unknown policies and documents, 400 notCensusFile for another policy's or category's", async () => {
    const caller = world.callers.BEN_ADMIN;
    expect((await caller.request("GET", `${censusPath(world.clientId, UNKNOWN)}/files`)).statusCode).toBe(404);
    expect((await caller.request("GET", `${censusPath(world.clientId, "policy-1")}/files`)).statusCode).toBe(404);
    // The other tenant's policy under this client is no policy of this client.
    expect((await caller.request("GET", `${censusPath(world.clientId, world.otherPolicyId)}/files`)).statusCode).toBe(
      404,
    );
    expect((await caller.request("GET", `${base}/files/${UNKNOWN}/preview`)).statusCode).toBe(404);
    expect((await caller.request("GET", `${base}/files/not-a-uuid/preview`)).statusCode).toBe(400);

    const second = censusPath(world.clientId, world.secondPolicyId);
    const ofOtherPolicy = await caller.request("GET", `${second}/files/${documentId}/preview`);
    expect(ofOtherPolicy.statusCode).toBe(400);
    expect(ofOtherPolicy.json().message).toBe(CENSUS_API_MESSAGES.notCensusFile);
    const submitOther = await caller.request("POST", `${second}/submit`, { body: { documentId } });
    expect(submitOther.statusCode).toBe(400);

    const pdf = await buildDocument(world.t.database.db, { clientId: world.clientId, policyId: world.policyId });
    const ofOtherCategory = await caller.request("GET", `${base}/files/${pdf.id}/preview`);
    expect(ofOtherCategory.statusCode).toBe(400);
    expect(ofOtherCategory.json().code).toBe("NOT_CENSUS_FILE");
  });

  it("answers 409 noCensusFile when the policy has no census file yet", async () => {
    const second = censusPath(world.clientId, world.secondPolicyId);
    const response = await world.callers.BROKER.request("GET", `${second}/validate`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(CENSUS_API_MESSAGES.noCensusFile);
    expect((await world.callers.BROKER.request("GET", `${second}/files`)).json()).toEqual([]);
  });
});
