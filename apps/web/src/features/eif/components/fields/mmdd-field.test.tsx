import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testUser } from "../../../../test/fixtures";
import { renderApp } from "../../../../test/render-app";
import { draftOf, fakeDraftServer } from "../../eif-test-support";

const ERISA = "/client/c1/task/eif-submit-company-information/step/other-contract-details/erisa";

async function planYearEnd(prefix = "") {
  const view = renderApp(`${prefix}${ERISA}`, { user: testUser });
  const server = fakeDraftServer(view.fetchMock, draftOf({ answers: { isErisaPlan: true } }));
  const input = await screen.findByRole("textbox", { name: prefix ? /Fin del año del plan/ : /Plan year end/ });
  return { input, server };
}

describe("an MM/DD answer (ERISA plan year end)", () => {
  it("shows the spec's messages and sends only a valid date, zero-padded", async () => {
    const { input, server } = await planYearEnd();
    fireEvent.change(input, { target: { value: "1/2/3" } });
    expect(await screen.findByText("Date needs to be in the format MM/DD")).toBeTruthy();
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBeTruthy();

    fireEvent.change(input, { target: { value: "02/30" } });
    expect(await screen.findByText("Not a valid date")).toBeTruthy();

    fireEvent.change(input, { target: { value: "2/29" } });
    await screen.findByText("Saved");
    expect(screen.queryByText("Not a valid date")).toBeNull();
    expect(server.patches()).toEqual([{ ifMatch: '"1"', body: { answers: { erisaPlanYearEnd: "02/29" } } }]);
  });

  it("asks for a response when it is left empty and the person presses Next", async () => {
    const { input } = await planYearEnd();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Plan year end (MM/DD): Please provide a response")).toBeTruthy();
    expect(input.getAttribute("aria-invalid")).toBe("true");
  });

  it("words the messages in Spanish", async () => {
    const { input } = await planYearEnd("/es");
    fireEvent.change(input, { target: { value: "12-31" } });
    expect(await screen.findByText("La fecha debe tener el formato MM/DD")).toBeTruthy();
    fireEvent.change(input, { target: { value: "04/31" } });
    expect(await screen.findByText("No es una fecha válida")).toBeTruthy();
  });
});
