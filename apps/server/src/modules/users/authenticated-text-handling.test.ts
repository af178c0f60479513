/**
 * Spec §5 "Text handling" on GET /api/users/authenticated: the signed-in user's clients' names come back with an
 * escaped less-than sign restored.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClient } from "../../../test/factories/index";
import { createSessionFor } from "../../../test/sessions";
import { buildTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("text handling of the signed-in user", () => {
  it("answers each client's name with `<`", async () => {
    const client = await buildClient(t.database.db, { name: "Smith &lt;Holdings&gt;" });
    const { cookie } = await createSessionFor(t.database.db, { role: "BEN_ADMIN", clientIds: [client.id] });
    const response = await t.app.inject({ method: "GET", url: "/api/users/authenticated", headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().clients).toEqual([expect.objectContaining({ id: client.id, name: "Smith <Holdings&gt;" })]);
  });
});
