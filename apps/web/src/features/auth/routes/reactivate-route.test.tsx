import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../../test/render-app";
import { describedBy, linkServer, networkDown, noContent, urlsTo } from "../account-link-test-support";
import { callsTo, json } from "../auth-test-support";

afterEach(() => vi.unstubAllGlobals());

const ACTIVATION_PATH = "/api/users/activation-email/kevin%40cascade.test";

describe("/reactivate", () => {
  it("sends a new activation link and confirms it without telling whether the account exists", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp("/reactivate", { respond: linkServer({ [ACTIVATION_PATH]: noContent }) });
    expect(await screen.findByRole("heading", { level: 1, name: "Get a new activation link" })).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: "Email" }), "kevin@cascade.test");
    await user.keyboard("{Enter}");

    const heading = await screen.findByRole("heading", { level: 1, name: "Check your email" });
    expect(document.activeElement).toBe(heading);
    expect(
      screen.getByText(
        "If an account that still needs to be activated exists for kevin@cascade.test, we sent a new link to activate it. The link expires in 7 days.",
      ),
    ).toBeTruthy();
    expect(callsTo(fetchMock, ACTIVATION_PATH)).toEqual([{ method: "POST", body: undefined }]);
    expect(urlsTo(fetchMock, ACTIVATION_PATH)).toEqual([`${ACTIVATION_PATH}?language=en`]);
  });

  it("shows the server's complaint about the address on the field", async () => {
    const user = userEvent.setup();
    renderApp("/reactivate", {
      respond: linkServer({
        [ACTIVATION_PATH]: () =>
          json(
            {
              code: "VALIDATION_ERROR",
              message: "Validation failed",
              errors: [{ path: "params.email", message: "Please enter a valid email address" }],
            },
            400,
          ),
      }),
    });
    await user.type(await screen.findByRole("textbox", { name: "Email" }), "kevin@cascade.test");
    await user.click(screen.getByRole("button", { name: "Send activation link" }));
    const email = screen.getByRole("textbox", { name: "Email" });
    await vi.waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(describedBy(email)).toContain("Please enter a valid email address");
    expect(document.activeElement).toBe(email);
  });

  it("says when the server cannot be reached", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp("/es/reactivate", { respond: linkServer({ [ACTIVATION_PATH]: networkDown }) });
    await user.type(await screen.findByRole("textbox", { name: "Correo electrónico" }), "kevin@cascade.test");
    await user.click(screen.getByRole("button", { name: "Enviar enlace de activación" }));
    expect((await screen.findByRole("alert")).textContent).toBe("¡No se recibió respuesta!");
    expect(screen.getByRole("heading", { level: 1, name: "Obtenga un nuevo enlace de activación" })).toBeTruthy();
    expect(urlsTo(fetchMock, ACTIVATION_PATH)).toEqual([`${ACTIVATION_PATH}?language=es`]);
  });
});
