/**
 * Spec §5 "Text handling" on the kickoff and install calls: the topics come back with an escaped less-than sign
 * restored; the selection and the stored row keep the text as it is.
 */
import type { Call } from "@onboard/domain/tasks/call-schemas";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { clients } from "../../db/schema/index";
import { buildClientWithTasks, requester, sessionOf } from "./tasks-test-support";

let t: TestApp;
let send: ReturnType<typeof requester>;
beforeAll(async () => {
  t = await buildTestApp();
  send = requester(t);
});
afterAll(() => t.close());

describe("text handling of calls", () => {
  it("GET restores `<` in the topics, not in the selection", async () => {
    const db = t.database.db;
    const { client } = await buildClientWithTasks(db);
    await db
      .update(clients)
      .set({ installCallTopics: ["&lt;Dental&gt;", "Vision &#60; Medical"], installCallSelection: "Slot &lt; 2" })
      .where(eq(clients.id, client.id));
    const benAdmin = await sessionOf(db, "BEN_ADMIN", [client.id]);
    const response = await send(benAdmin.cookie, "GET", `/api/clients/${client.id}/calls/install`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Call>()).toMatchObject({
      topics: ["<Dental&gt;", "Vision < Medical"],
      selection: "Slot &lt; 2",
    });
  });

  it("PUT answers `<` and stores the topics as sent", async () => {
    const db = t.database.db;
    const { client } = await buildClientWithTasks(db);
    const staff = await sessionOf(db, "SLF_OWNER", []);
    const response = await send(
      staff.cookie,
      "PUT",
      `/api/clients/${client.id}/calls/kickoff`,
      { topics: ["Life &lt; Disability"] },
      { "if-match": `"${client.version}"` },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Call>().topics).toEqual(["Life < Disability"]);
    const [stored] = await db.select().from(clients).where(eq(clients.id, client.id));
    expect(stored?.kickoffCallTopics).toEqual(["Life &lt; Disability"]);
  });
});
