import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type Ref, useImperativeHandle } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CaptchaFieldHandle, CaptchaFieldProps } from "../captcha-field";
import { HMO, PAGE_ID, PPO, testPage } from "../compare/forms-test-fixtures";
import { axeViolations, bodiesSentTo, json, type RenderOptions, renderExplorer } from "../compare/forms-test-support";
import { EmailPlanDialog } from "./email-plan-dialog";

const captchaResets = vi.fn();

// The real widget solves a proof of work in workers; here a button stands in for "verified".
vi.mock("../captcha-field", () => ({
  CaptchaField: ({ onChange, error, ref }: CaptchaFieldProps & { ref?: Ref<CaptchaFieldHandle> }) => {
    useImperativeHandle(ref, () => ({ focus: () => {}, reset: captchaResets }));
    return (
      <div>
        <button type="button" onClick={() => onChange("captcha-payload")}>
          Solve the captcha
        </button>
        {error && <p>{error}</p>}
      </div>
    );
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  captchaResets.mockClear();
});

const EMAIL_PLAN_PATH = `/api/explorer-pages/${PAGE_ID}/email-plan`;

function renderDialog(planIds: string[], options: RenderOptions = {}) {
  return renderExplorer(<EmailPlanDialog opened onClose={() => {}} page={testPage()} planIds={planIds} />, options);
}

function describedBy(element: HTMLElement): string {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

describe("e-mail me my plan", () => {
  it("lists the plans and asks for the e-mail and the captcha with the spec's messages", async () => {
    const user = userEvent.setup();
    const { fetchMock } = await renderDialog([HMO.id, PPO.id]);
    const dialog = await screen.findByRole("dialog", { name: "E-mail me my plan" });
    expect(within(dialog).getByRole("heading", { name: "2 plans in your e-mail" })).toBeTruthy();
    expect(within(dialog).getByText("Bay State Health HMO Value")).toBeTruthy();
    expect(within(dialog).getByText("Bay State Health PPO Choice")).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "Send my plan" }));
    const email = within(dialog).getByRole("textbox", { name: "Email" });
    await waitFor(() => expect(describedBy(email)).toContain("Email is required"));
    expect(within(dialog).getByText("Recaptcha token is missing")).toBeTruthy();
    expect(bodiesSentTo(fetchMock, EMAIL_PLAN_PATH)).toEqual([]);
  });

  it("needs at least one selected benefit", async () => {
    const user = userEvent.setup();
    await renderDialog([]);
    const dialog = await screen.findByRole("dialog", { name: "E-mail me my plan" });
    await user.type(within(dialog).getByRole("textbox", { name: "Email" }), "rosa@harborview.test");
    await user.click(within(dialog).getByRole("button", { name: "Solve the captcha" }));
    await user.click(within(dialog).getByRole("button", { name: "Send my plan" }));
    expect(await within(dialog).findByText("Need at least one selected benefit.")).toBeTruthy();
  });

  it("sends the plans in the page's language and says where they went", async () => {
    const user = userEvent.setup();
    const { fetchMock } = await renderDialog([PPO.id], {
      path: `/es/benefits-explorer/${PAGE_ID}/personal-benefits-plan`,
      respond: (path) =>
        path === EMAIL_PLAN_PATH
          ? json({ id: "0b7c3a52-93c4-4f5e-9a4e-0d7b8c1f2a10", emailId: "0b7c3a52-93c4-4f5e-9a4e-0d7b8c1f2a11" }, 202)
          : undefined,
    });
    const dialog = await screen.findByRole("dialog", { name: "Enviarme mi plan por correo" });
    await user.type(within(dialog).getByRole("textbox", { name: "Correo electrónico" }), "rosa@harborview.test");
    await user.click(within(dialog).getByRole("button", { name: "Solve the captcha" }));
    await user.click(within(dialog).getByRole("button", { name: "Enviar mi plan" }));

    const heading = await screen.findByRole("heading", { level: 2, name: "Su plan está en camino" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText("Enviamos su plan a rosa@harborview.test.")).toBeTruthy();
    expect(bodiesSentTo(fetchMock, EMAIL_PLAN_PATH)).toEqual([
      { email: "rosa@harborview.test", benefits: [PPO.id], recaptchaToken: "captcha-payload", language: "es" },
    ]);
  });

  it("puts the server's field errors on their fields and starts the captcha again", async () => {
    const user = userEvent.setup();
    await renderDialog([HMO.id], {
      respond: (path) =>
        path === EMAIL_PLAN_PATH
          ? json(
              {
                code: "VALIDATION_ERROR",
                message: "Validation failed",
                errors: [
                  { path: "body.recaptchaToken", message: "The captcha could not be verified. Please try again." },
                  { path: "body.benefits", message: "Need at least one selected benefit." },
                ],
              },
              400,
            )
          : undefined,
    });
    const dialog = await screen.findByRole("dialog", { name: "E-mail me my plan" });
    await user.type(within(dialog).getByRole("textbox", { name: "Email" }), "rosa@harborview.test");
    await user.click(within(dialog).getByRole("button", { name: "Solve the captcha" }));
    await user.click(within(dialog).getByRole("button", { name: "Send my plan" }));

    expect(await within(dialog).findByText("The captcha could not be verified. Please try again.")).toBeTruthy();
    expect(within(dialog).getByText("Need at least one selected benefit.")).toBeTruthy();
    expect(captchaResets).toHaveBeenCalled();
  });

  it("shows a failure without field paths as a general message", async () => {
    const user = userEvent.setup();
    await renderDialog([HMO.id], {
      respond: (path) =>
        path === EMAIL_PLAN_PATH ? json({ code: "NOT_FOUND", message: "Explorer page not found" }, 404) : undefined,
    });
    const dialog = await screen.findByRole("dialog", { name: "E-mail me my plan" });
    await user.type(within(dialog).getByRole("textbox", { name: "Email" }), "rosa@harborview.test");
    await user.click(within(dialog).getByRole("button", { name: "Solve the captcha" }));
    await user.click(within(dialog).getByRole("button", { name: "Send my plan" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Explorer page not found");
  });

  it.each([
    ["en", `/benefits-explorer/${PAGE_ID}`, "E-mail me my plan"],
    ["es", `/es/benefits-explorer/${PAGE_ID}`, "Enviarme mi plan por correo"],
  ])("is axe-clean in %s", async (_language, path, title) => {
    await renderDialog([HMO.id, PPO.id], { path });
    await screen.findByRole("dialog", { name: title });
    expect(await axeViolations()).toEqual([]);
  });
});
