/**
 * Spec §5 "Text handling": the server answers a client's name with `<` restored; React renders it as text, so a name
 * that looks like markup shows its characters and never becomes an element.
 */
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testUser } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";
import { json, listItem } from "../clients-test-support";

const NAME = "Smith <Holdings> <b>bold</b>";

function respond(path: string): Response | undefined {
  if (path === "/api/clients") return json({ data: [listItem({ name: NAME })], count: 1 });
  if (path.startsWith("/api/clients/ticket/")) return json({ client: null });
  return undefined;
}

describe("a client's name with `<`", () => {
  it("shows in the clients table as text, not as markup", async () => {
    renderApp("/clients/admin", { user: testUser, respond });
    const table = await screen.findByRole("table", { name: "Clients" });
    const link = await within(table).findByRole("link", { name: NAME });
    expect(link.textContent).toBe(NAME);
    expect(table.querySelector("b")).toBeNull();
  });
});
