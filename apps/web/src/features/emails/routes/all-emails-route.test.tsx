import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";
import { failedEmail, getsTo, json, sentEmail } from "../email-test-support";

afterEach(() => vi.unstubAllGlobals());

const owner = { ...testUser, role: "SLF_OWNER" as const };

function emailServer(path: string) {
  if (path === "/api/emails") return json([sentEmail, failedEmail]);
  if (path === "/api/emails/count") return json({ count: 60, totalIsCapped: false });
  return undefined;
}

describe("/emails", () => {
  it("lists e-mails in a captioned table, with their status, links and the total from /count", async () => {
    const { fetchMock } = renderApp("/emails", { user: owner, respond: emailServer });
    expect(await screen.findByRole("heading", { level: 1, name: "All Emails" })).toBeTruthy();
    const table = await screen.findByRole("table", { name: /Emails, newest first/ });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(3);
    const failedRow = rows[2] as HTMLElement;
    expect(within(failedRow).getByText("Failed")).toBeTruthy();
    expect(within(failedRow).getByText("dana@whitfield.test")).toBeTruthy();
    expect(within(failedRow).getByText("Harborview Dental")).toBeTruthy();
    expect(within(failedRow).getByText("Not sent yet")).toBeTruthy();
    expect(
      within(failedRow).getByRole("link", { name: "Activate your Sun Life Onboard account" }).getAttribute("href"),
    ).toBe("/emails/e2");
    expect(screen.getByText("Showing 1–25 of 60")).toBeTruthy();

    const [first] = getsTo(fetchMock, "/api/emails");
    expect(Object.fromEntries(first?.searchParams ?? [])).toEqual({
      limit: "25",
      offset: "0",
      sortBy: "createdAt",
      sortDirection: "desc",
    });
    expect(getsTo(fetchMock, "/api/emails/count")[0]?.search).toBe("");
  });

  it("searches, sorts by a column and pages through the server", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp("/emails", { user: owner, respond: emailServer });
    await user.type(await screen.findByRole("searchbox", { name: "Search emails" }), "dana");
    await waitFor(() =>
      expect(getsTo(fetchMock, "/api/emails").some((url) => url.searchParams.get("search") === "dana")).toBe(true),
    );
    expect(getsTo(fetchMock, "/api/emails/count").some((url) => url.searchParams.get("search") === "dana")).toBe(true);

    await user.click(screen.getByRole("button", { name: /Subject/ }));
    await waitFor(() => {
      const last = getsTo(fetchMock, "/api/emails").at(-1);
      expect([last?.searchParams.get("sortBy"), last?.searchParams.get("sortDirection")]).toEqual(["subject", "asc"]);
    });
    expect(screen.getByRole("columnheader", { name: /Subject/ }).getAttribute("aria-sort")).toBe("ascending");

    await user.click(screen.getByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(getsTo(fetchMock, "/api/emails").at(-1)?.searchParams.get("offset")).toBe("25"));
  });

  it("shows the server's message when the list cannot be read", async () => {
    renderApp("/emails", {
      user: owner,
      respond: (path) =>
        path.startsWith("/api/emails") ? json({ message: "Database unavailable", code: "X" }, 400) : undefined,
    });
    expect((await screen.findByRole("alert")).textContent).toBe("Database unavailable");
  });

  it("says 'More than 1,000 emails' when the server's count stops at its cap, and still offers the next page", async () => {
    const user = userEvent.setup();
    const capped = (path: string) =>
      path === "/api/emails/count" ? json({ count: 1000, totalIsCapped: true }) : emailServer(path);
    const { fetchMock } = renderApp("/emails", { user: owner, respond: capped });
    expect(await screen.findByText("More than 1,000 emails")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Page 41" }));
    await waitFor(() => expect(getsTo(fetchMock, "/api/emails").at(-1)?.searchParams.get("offset")).toBe("1000"));
  });

  it("asks for the next page after the cursor of the answer's Link header, and for any other page by offset", async () => {
    const user = userEvent.setup();
    const fullPage = Array.from({ length: 25 }, (_, i) => ({ ...sentEmail, id: `e${i}`, subject: `Email ${i}` }));
    const linked = (path: string) => {
      if (path === "/api/emails") {
        return json(fullPage, 200, { Link: '</api/emails?sortBy=createdAt&after=cursor-after-e24>; rel="next"' });
      }
      return path === "/api/emails/count" ? json({ count: 1000, totalIsCapped: true }) : emailServer(path);
    };
    const { fetchMock } = renderApp("/emails", { user: owner, respond: linked });
    await screen.findByText("More than 1,000 emails");

    await user.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() =>
      expect(getsTo(fetchMock, "/api/emails").at(-1)?.searchParams.get("after")).toBe("cursor-after-e24"),
    );
    await user.click(screen.getByRole("button", { name: "Page 4" }));
    await waitFor(() => expect(getsTo(fetchMock, "/api/emails").at(-1)?.searchParams.get("offset")).toBe("75"));
    expect(getsTo(fetchMock, "/api/emails").at(-1)?.searchParams.get("after")).toBeNull();
    // The count does not depend on the page.
    expect(getsTo(fetchMock, "/api/emails/count").every((url) => url.searchParams.get("after") === null)).toBe(true);
  });

  it("says, in the reader's language, when a search matches too many e-mails to sort them that way", async () => {
    const user = userEvent.setup();
    const tooBroad = (path: string, url: URL) =>
      path === "/api/emails" && url.searchParams.get("sortBy") === "subject"
        ? json(
            { message: "Too many emails match this search to sort them this way.", code: "SEARCH_TOO_BROAD_TO_SORT" },
            400,
          )
        : emailServer(path);
    const { fetchMock } = renderApp("/es/emails", { user: owner, respond: tooBroad });
    await screen.findByText("Fallido");
    await user.click(screen.getByRole("button", { name: /Asunto/ }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Demasiados correos electrónicos coinciden con esta búsqueda para ordenarlos así. Acote la búsqueda u ordénelos por fecha de creación.",
    );
    expect(getsTo(fetchMock, "/api/emails").at(-1)?.searchParams.get("sortBy")).toBe("subject");
  });

  it("says 'Más de 1000 correos electrónicos' in Spanish when the count is capped", async () => {
    const capped = (path: string) =>
      path === "/api/emails/count" ? json({ count: 1000, totalIsCapped: true }) : emailServer(path);
    renderApp("/es/emails", { user: owner, respond: capped });
    expect(await screen.findByText("Más de 1000 correos electrónicos")).toBeTruthy();
  });

  it("speaks Spanish under /es", async () => {
    renderApp("/es/emails", { user: owner, respond: emailServer });
    expect(await screen.findByRole("heading", { level: 1, name: "Todos los correos electrónicos" })).toBeTruthy();
    expect(await screen.findByText("Fallido")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Activate your Sun Life Onboard account" }).getAttribute("href")).toBe(
      "/es/emails/e2",
    );
  });
});

describe("/client/:clientId/emails", () => {
  it("lists the client's e-mails from the client-scoped call, linking inside the hub", async () => {
    const broker = { ...testUser, role: "BROKER" as const, clientIds: ["c1"] };
    const { fetchMock } = renderApp("/client/c1/emails", {
      user: broker,
      respond: (path) =>
        path === "/api/clients/c1/emails" ? json({ data: [sentEmail], count: 1, totalIsCapped: false }) : undefined,
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Emails" })).toBeTruthy();
    const link = await screen.findByRole("link", { name: "Reset your Sun Life Onboard password" });
    expect(link.getAttribute("href")).toBe("/client/c1/emails/e1");
    expect(screen.getByText("Showing 1–1 of 1")).toBeTruthy();
    expect(getsTo(fetchMock, "/api/emails")).toEqual([]);
  });
});
