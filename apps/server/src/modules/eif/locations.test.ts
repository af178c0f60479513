/** POST and PUT /api/clients/:clientId/locations through the real app and Postgres. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { buildEifClient, eifRequester, sessionOf } from "./eif-test-support";

let t: TestApp;
let send: ReturnType<typeof eifRequester>;
beforeAll(async () => {
  t = await buildTestApp();
  send = eifRequester(t);
});
afterAll(() => t.close());

const body = {
  name: "Warehouse",
  address1: "9 Dock Rd",
  address2: "",
  city: "Dallas",
  state: "TX",
  zipCode: "75201",
  locationType: "SUBSIDIARY",
};

describe("locations", () => {
  it.each(["SLF_ADMIN", "BROKER", "BEN_ADMIN"] as const)(
    "%s adds and edits a location of their client",
    async (role) => {
      const { client } = await buildEifClient(t.database.db);
      const cookie = await sessionOf(t.database.db, role, [client.id]);
      const created = await send(cookie, "POST", `/api/clients/${client.id}/locations`, body);
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({ ...body, address2: null, version: 1 });
      const id = created.json().id;
      const edited = await send(
        cookie,
        "PUT",
        `/api/clients/${client.id}/locations/${id}`,
        { ...body, city: "Fort Worth" },
        { "if-match": '"1"' },
      );
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ city: "Fort Worth", version: 2 });
      const draft = (await send(cookie, "GET", `/api/clients/${client.id}/draft`)).json();
      expect(draft.locations.map((l: { city: string }) => l.city)).toContain("Fort Worth");
    },
  );

  it("answers 412 to a stale edit and keeps the newer one", async () => {
    const { client, location } = await buildEifClient(t.database.db);
    const cookie = await sessionOf(t.database.db, "BEN_ADMIN", [client.id]);
    const url = `/api/clients/${client.id}/locations/${location.id}`;
    expect((await send(cookie, "PUT", url, { ...body, name: "First" }, { "if-match": "1" })).statusCode).toBe(200);
    expect((await send(cookie, "PUT", url, { ...body, name: "Second" }, { "if-match": "1" })).statusCode).toBe(412);
    const draft = (await send(cookie, "GET", `/api/clients/${client.id}/draft`)).json();
    expect(draft.locations[0].name).toBe("First");
  });

  it.each([
    [{ zipCode: "7520" }, "body.zipCode", "Zip code needs to be in the format ##### or #####-####"],
    [{ state: "PR" }, "body.state", "State not valid"],
    [{ name: "" }, "body.name", "Location name is required"],
    [{ city: "x".repeat(192) }, "body.city", "Please enter no more than 191 characters"],
  ])("refuses %j", async (change, path, message) => {
    const { client } = await buildEifClient(t.database.db);
    const cookie = await sessionOf(t.database.db, "BEN_ADMIN", [client.id]);
    const response = await send(cookie, "POST", `/api/clients/${client.id}/locations`, { ...body, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path, message });
  });

  it("keeps other tenants out: their client 403, their location 404", async () => {
    const own = await buildEifClient(t.database.db);
    const other = await buildEifClient(t.database.db);
    const cookie = await sessionOf(t.database.db, "BROKER", [own.client.id]);
    expect((await send(cookie, "POST", `/api/clients/${other.client.id}/locations`, body)).statusCode).toBe(403);
    const foreign = await send(cookie, "PUT", `/api/clients/${own.client.id}/locations/${other.location.id}`, body, {
      "if-match": "1",
    });
    expect(foreign.statusCode).toBe(404);
  });
});
