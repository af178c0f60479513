import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PAGE_ID } from "../compare/forms-test-fixtures";
import { axeViolations, bodiesSentTo, json, type RenderOptions, renderExplorer } from "../compare/forms-test-support";
import { LeadDialog } from "./lead-dialog";

afterEach(() => vi.unstubAllGlobals());

const LEAD_PATH = "/api/explorer-pages/lead-generation/send";

function renderDialog(options: RenderOptions = {}) {
  const onClose = vi.fn();
  const view = renderExplorer(<LeadDialog opened onClose={onClose} explorerPageId={PAGE_ID} />, options);
  return { onClose, view };
}

function describedBy(element: HTMLElement): string {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

async function fillEmployerLead(user: UserEvent, overrides: { email?: string } = {}) {
  await user.click(screen.getByRole("radio", { name: "Employer" }));
  await user.type(screen.getByRole("textbox", { name: "First name" }), "Dana");
  await user.type(screen.getByRole("textbox", { name: "Last name" }), "Ruiz");
  await user.type(screen.getByRole("textbox", { name: "Email" }), overrides.email ?? "dana@acme.test");
  await user.type(screen.getByRole("textbox", { name: "Phone" }), "512-555-0100");
  await user.type(screen.getByRole("textbox", { name: "City" }), "Austin");
  await user.selectOptions(screen.getByRole("combobox", { name: "State" }), "TX");
  await user.type(screen.getByRole("textbox", { name: "Employer name" }), "Acme Bakery");
}

describe("the lead dialog", () => {
  it("shows every lead-form message of the spec, word for word, on its field", async () => {
    const user = userEvent.setup();
    const { view } = renderDialog();
    const { fetchMock } = await view;
    const dialog = await screen.findByRole("dialog", { name: "Contact our team" });
    await user.click(within(dialog).getByRole("button", { name: "Send" }));

    expect(await screen.findByText("Employer/Broker is required")).toBeTruthy();
    const expectations: [string, string][] = [
      ["First name", "First name is required"],
      ["Last name", "Last name is required"],
      ["Email", "Email is required"],
      ["Phone", "Phone is required"],
      ["City", "City is required"],
      ["Employer name", "Employer name is required"],
    ];
    for (const [label, message] of expectations) {
      const input = screen.getByRole("textbox", { name: label });
      expect(input.getAttribute("aria-invalid"), label).toBe("true");
      expect(describedBy(input), label).toContain(message);
    }
    expect(describedBy(screen.getByRole("combobox", { name: "State" }))).toContain("State is required");
    expect(bodiesSentTo(fetchMock, LEAD_PATH)).toEqual([]);
  });

  it('labels the employer field "Client name" for a broker, who must name the brokerage', async () => {
    const user = userEvent.setup();
    await renderDialog().view;
    await screen.findByRole("dialog", { name: "Contact our team" });
    expect(screen.queryByRole("textbox", { name: "Broker name" })).toBeNull();
    await user.click(screen.getByRole("radio", { name: "Broker" }));
    expect(screen.getByRole("textbox", { name: "Client name" })).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Employer name" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Send" }));
    const broker = await screen.findByRole("textbox", { name: "Broker name" });
    await waitFor(() => expect(describedBy(broker)).toContain("Broker name is required"));
    expect(describedBy(screen.getByRole("textbox", { name: "Client name" }))).toContain("Employer name is required");
  });

  it("checks the e-mail with the shared rule and translates a server-side 'Please select an option'", async () => {
    const user = userEvent.setup();
    await renderDialog({
      respond: (path) =>
        path === LEAD_PATH
          ? json(
              {
                code: "VALIDATION_ERROR",
                message: "Validation failed",
                errors: [{ path: "body.externalUser", message: "Please select an option" }],
              },
              400,
            )
          : undefined,
    }).view;
    await screen.findByRole("dialog", { name: "Contact our team" });
    await fillEmployerLead(user, { email: "dana@acme" });
    await user.click(screen.getByRole("button", { name: "Send" }));
    const email = screen.getByRole("textbox", { name: "Email" });
    await waitFor(() => expect(describedBy(email)).toContain("Please enter a valid email address"));

    await user.clear(email);
    await user.type(email, "dana@acme.test");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Please select an option")).toBeTruthy();
  });

  it("shows a string rejection from the server on the e-mail field", async () => {
    const user = userEvent.setup();
    await renderDialog({
      respond: (path) =>
        path === LEAD_PATH
          ? json(
              {
                code: "LEAD_ALREADY_RECEIVED",
                message: "We already have a request from this email address. Our team will contact you soon.",
              },
              409,
            )
          : undefined,
    }).view;
    await screen.findByRole("dialog", { name: "Contact our team" });
    await fillEmployerLead(user);
    await user.click(screen.getByRole("button", { name: "Send" }));
    const email = screen.getByRole("textbox", { name: "Email" });
    await waitFor(() =>
      expect(describedBy(email)).toContain(
        "We already have a request from this email address. Our team will contact you soon.",
      ),
    );
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("dialog", { name: "Contact our team" })).toBeTruthy();
  });

  it("sends the lead, then confirms it with the HR note, focusing each step's heading", async () => {
    const user = userEvent.setup();
    const { view, onClose } = renderDialog({
      respond: (path) => (path === LEAD_PATH ? json({ id: "0b7c3a52-93c4-4f5e-9a4e-0d7b8c1f2a09" }, 201) : undefined),
    });
    const { fetchMock } = await view;
    const heading = await screen.findByRole("heading", { level: 2, name: "Contact our team" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText("Employees who want to enroll: please contact your employer's HR team.")).toBeTruthy();
    await fillEmployerLead(user);
    await user.click(screen.getByRole("button", { name: "Send" }));

    const thanks = await screen.findByRole("heading", { level: 2, name: "Thank you" });
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    expect(screen.getByText(/our team will contact you soon/)).toBeTruthy();
    expect(screen.getByText("Employees who want to enroll: please contact your employer's HR team.")).toBeTruthy();
    expect(bodiesSentTo(fetchMock, LEAD_PATH)).toEqual([
      {
        externalUser: "EMPLOYER",
        firstName: "Dana",
        lastName: "Ruiz",
        email: "dana@acme.test",
        phone: "512-555-0100",
        city: "Austin",
        state: "TX",
        employerName: "Acme Bakery",
        explorerPageId: PAGE_ID,
      },
    ]);
    const [call] = fetchMock.mock.calls.filter(([input]) => String(input).startsWith(LEAD_PATH));
    expect(new Headers(call?.[1]?.headers).get("x-csrf-token")).toBe("test-token");

    await user.click(screen.getAllByRole("button", { name: "Close" }).at(-1) as HTMLElement);
    expect(onClose).toHaveBeenCalled();
  });

  it.each([
    ["en", `/benefits-explorer/${PAGE_ID}`, "Contact our team", "Send"],
    ["es", `/es/benefits-explorer/${PAGE_ID}`, "Comuníquese con nuestro equipo", "Enviar"],
  ])("is axe-clean in %s, with its errors shown", async (_language, path, title, send) => {
    const user = userEvent.setup();
    await renderDialog({ path }).view;
    await screen.findByRole("dialog", { name: title });
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole("button", { name: send }));
    await waitFor(() => expect(screen.getAllByRole("textbox")[0]?.getAttribute("aria-invalid")).toBe("true"));
    expect(await axeViolations()).toEqual([]);
  });

  it("speaks Spanish under /es, messages included", async () => {
    const user = userEvent.setup();
    await renderDialog({ path: `/es/benefits-explorer/${PAGE_ID}` }).view;
    await screen.findByRole("dialog", { name: "Comuníquese con nuestro equipo" });
    await user.click(screen.getByRole("radio", { name: "Corredor" }));
    expect(screen.getByRole("textbox", { name: "Nombre del cliente" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Enviar" }));
    expect(await screen.findByText("El nombre es obligatorio")).toBeTruthy();
    expect(screen.getByText("El nombre del corredor es obligatorio")).toBeTruthy();
  });
});
