/**
 * Spec §5 "Text handling" on GET /api/users/:userId/clients: the clients' names come back with an escaped less-than
 * sign restored; the case id keeps the text as stored.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClient } from "../../../test/factories/index";
import { uniqueSuffix } from "../../../test/factories/unique";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { callerFor } from "./user-admin-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("text handling of a user's clients", () => {
  it("answers the name with `<`, the case id as stored", async () => {
    const caseId = `&lt;${uniqueSuffix()}`;
    const client = await buildClient(t.database.db, { name: "Smith &#60;Holdings&gt;", caseId });
    const broker = await callerFor(t.app, t.database.db, "BROKER", { clientIds: [client.id] });
    const response = await broker.get(`/api/users/${broker.user.id}/clients`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual([
      expect.objectContaining({ id: client.id, name: "Smith <Holdings&gt;", caseId }),
    ]);
  });
});
