/**
 * Spec §5 "Text handling" on the public explorer page: the client's name (or the custom one) comes back with an
 * escaped less-than sign restored; the page's own name keeps the text as stored.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildExplorerPage } from "../../../test/factories/index";
import { buildTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("text handling of the explorer page", () => {
  it.each([
    [{ clientName: "Smith &lt;Holdings&gt;" }, "Smith <Holdings&gt;"],
    [{ clientName: "Plain", customClientName: "Custom &#x3C;Brand&gt;" }, "Custom <Brand&gt;"],
  ])("GET /api/explorer-pages/:id answers %j with clientName %j", async (names, answered) => {
    const page = await buildExplorerPage(t.database.db, { ...names, name: "Benefits &lt; 2026" });
    const response = await get(`/api/explorer-pages/${page.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ clientName: answered, name: "Benefits &lt; 2026" });
  });
});
