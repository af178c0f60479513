import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";
import { baseServer, bodyOf, callsTo, detail, json, PAGE_ID, PAGE_PATH } from "../explorer-admin-test-support";

afterEach(() => vi.unstubAllGlobals());

const CREATE = "/clients/admin/c1/manage/benefits-explorer";
const EDIT = `/clients/admin/c1/manage/benefits-explorer/${PAGE_ID}`;

function describedBy(element: HTMLElement): string {
  const ids = (element.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

describe("the site form", { timeout: 30_000 }, () => {
  it("shows the domain's messages word for word on their fields, and sends nothing", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp(CREATE, { user: testUser, respond: baseServer });
    expect(await screen.findByRole("heading", { level: 1, name: "Create site" })).toBeTruthy();
    await user.type(await screen.findByRole("textbox", { name: "Plan year" }), "20x6");
    await user.type(screen.getByRole("textbox", { name: "Vanity URL" }), "acme!");
    await user.click(screen.getByRole("button", { name: "Create site" }));

    expect(await screen.findByText("Please enter a site name.")).toBeTruthy();
    expect(describedBy(screen.getByRole("textbox", { name: "Plan year" }))).toContain(
      "Please enter a numerical value for the plan year(s). Example: #### or ####-####",
    );
    expect(describedBy(screen.getByRole("textbox", { name: "Vanity URL" }))).toContain(
      "Please input only alphanumeric characters",
    );
    expect(screen.getByText("Please select at least one policy.")).toBeTruthy();

    // The rules across fields (dates, state, video) come once the fields themselves are valid.
    await user.type(screen.getByRole("textbox", { name: /Site name/ }), "Acme Benefits 2026");
    await user.clear(screen.getByRole("textbox", { name: "Plan year" }));
    await user.clear(screen.getByRole("textbox", { name: "Vanity URL" }));
    await user.click(await screen.findByRole("checkbox", { name: "Policy 2541209 · Life" }));
    await user.click(screen.getByRole("button", { name: "Create site" }));
    expect(await screen.findByText("Employer state is required")).toBeTruthy();
    expect(screen.getByText("Please provide a response.")).toBeTruthy();
    expect(screen.getByText("Start date is required")).toBeTruthy();
    expect(callsTo(fetchMock, "/api/clients/c1/explorer-pages", "POST")).toHaveLength(0);
  });

  it("asks for the brand and contrast colours once custom branding is on", async () => {
    const user = userEvent.setup();
    renderApp(CREATE, { user: testUser, respond: baseServer });
    await user.type(await screen.findByRole("textbox", { name: /Site name/ }), "Acme Benefits 2026");
    await user.click(await screen.findByRole("checkbox", { name: "Policy 2541209 · Life" }));
    await user.click(screen.getByRole("checkbox", { name: "Custom branding" }));
    await user.click(screen.getByRole("button", { name: "Create site" }));
    expect(await screen.findByText("Brand color is required")).toBeTruthy();
    expect(screen.getByText("Contrast color is required")).toBeTruthy();
  });

  it("asks for the English video's title and file when the English video is chosen", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp(EDIT, {
      user: testUser,
      respond: (path) => (path === PAGE_PATH ? json(detail()) : baseServer(path)),
    });
    await user.click(await screen.findByRole("combobox", { name: /Medical video/ }));
    await user.click(await screen.findByRole("option", { name: "English video" }));
    expect(screen.getByRole("button", { name: "Upload: English video" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save site" }));
    expect(await screen.findByText("Video title is required")).toBeTruthy();
    expect(screen.getByText("Please upload the video")).toBeTruthy();
    expect(callsTo(fetchMock, PAGE_PATH, "PUT")).toHaveLength(0);
  });

  it("puts the server's field errors on their fields, plans included, with If-Match", async () => {
    const user = userEvent.setup();
    let failNext = false;
    const { fetchMock } = renderApp(EDIT, {
      user: testUser,
      respond: (path) => {
        if (path === PAGE_PATH && failNext) {
          failNext = false;
          return json(
            {
              message: "Validation failed",
              code: "VALIDATION_ERROR",
              errors: [
                { path: "body.vanitySlug", message: "Please input only alphanumeric characters" },
                { path: "body.benefits.1.legalEntity", message: "Underwriter/Administrator is required" },
              ],
            },
            400,
          );
        }
        if (path === PAGE_PATH) return json(detail());
        return baseServer(path);
      },
    });
    const save = await screen.findByRole("button", { name: "Save site" });
    failNext = true;
    await user.click(save);
    await waitFor(() => expect(callsTo(fetchMock, PAGE_PATH, "PUT")).toHaveLength(1));
    const [call] = callsTo(fetchMock, PAGE_PATH, "PUT");
    expect(new Headers(call?.[1]?.headers).get("if-match")).toBe('"4"');
    expect((bodyOf(call).benefits as unknown[]).length).toBe(2);

    expect(await screen.findByText("Please input only alphanumeric characters")).toBeTruthy();
    // The plan with the error opens, and its field shows the message.
    const legalEntity = await screen.findByRole("textbox", { name: /Underwriter\/Administrator/ });
    expect(describedBy(legalEntity)).toContain("Underwriter/Administrator is required");
    expect(screen.getByRole("alert").textContent).toBe("Please correct the fields marked in red.");
  });

  it("shows a general message for errors the form cannot place", async () => {
    const user = userEvent.setup();
    let puts = 0;
    renderApp(EDIT, {
      user: testUser,
      respond: (path) => {
        if (path === PAGE_PATH && puts > 0) {
          return json(
            {
              message: "The site could not be saved.",
              code: "BAD_REQUEST",
              errors: [{ path: "body.nope", message: "Odd" }],
            },
            400,
          );
        }
        if (path === PAGE_PATH) return json(detail());
        return baseServer(path);
      },
    });
    const save = await screen.findByRole("button", { name: "Save site" });
    puts = 1;
    await user.click(save);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Odd");
  });

  it("says clearly when someone else saved first (412), and reloads the site", async () => {
    const user = userEvent.setup();
    let failNext = false;
    let version = 4;
    const { fetchMock } = renderApp(EDIT, {
      user: testUser,
      respond: (path) => {
        if (path === PAGE_PATH && failNext) {
          failNext = false;
          version = 5;
          return json({ message: "Precondition failed", code: "PRECONDITION_FAILED" }, 412);
        }
        if (path === PAGE_PATH) {
          return json(detail({ version, name: version === 5 ? "Acme Benefits (theirs)" : "Acme Benefits 2026" }));
        }
        return baseServer(path);
      },
    });
    const save = await screen.findByRole("button", { name: "Save site" });
    failNext = true;
    await user.click(save);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Someone else changed this record while you were editing it.");
    expect(await screen.findByDisplayValue("Acme Benefits (theirs)")).toBeTruthy();
    expect(callsTo(fetchMock, PAGE_PATH, "GET").length).toBeGreaterThanOrEqual(2);
    expect(within(alert).getByRole("button", { name: "Dismiss" })).toBeTruthy();
  });
});
