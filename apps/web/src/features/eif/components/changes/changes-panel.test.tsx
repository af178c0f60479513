import type { EifChanges } from "@onboard/domain/eif-changes/eif-changes-schema";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { answerByMethod, json } from "../../../../test/fake-fetch";
import { testUser } from "../../../../test/fixtures";
import { renderApp } from "../../../../test/render-app";
import { draftOf, fakeDraftServer, location } from "../../eif-test-support";

const REVIEW = "/client/c1/task/eif-submit-company-information/step/review-%26-submit/review";
const CHANGES_PATH = "/api/clients/c1/eif-changes";
const benAdmin = { ...testUser, role: "BEN_ADMIN" as const, clientIds: ["c1"] };
const SIGNED_AT = "2026-11-20T15:00:00.000Z";

const changes = (over: Partial<EifChanges> = {}): EifChanges => ({
  mode: "post-sign-with-edit",
  editState: "no-edits",
  reset: false,
  eifSignedAt: SIGNED_AT,
  changesDeclinedReason: null,
  changes: [
    {
      entity: "client",
      entityId: "c1",
      attributeKey: "legalName",
      from: "Harborview Logistics LLC",
      to: "Harborview Group LLC",
      status: "pending",
      changeIds: ["11111111-1111-4111-8111-111111111111"],
    },
    {
      entity: "contact",
      entityId: "k1",
      attributeKey: "$created",
      from: null,
      to: { firstName: "Eve", lastName: "Stone" },
      status: "pending",
      changeIds: ["22222222-2222-4222-8222-222222222222"],
    },
  ],
  ...over,
});

/** The review of a signed form, with the server's changes, change log and the calls made. */
function renderSigned(
  user: typeof testUser,
  path = REVIEW,
  state = changes(),
  postAnswer: () => Promise<Response> = async () => json(state),
) {
  const view = renderApp(path, { user });
  fakeDraftServer(
    view.fetchMock,
    draftOf({ eifSignedAt: SIGNED_AT, locations: [location()], answers: { legalName: "Harborview Group LLC" } }),
  );
  const calls: { path: string; body: unknown }[] = [];
  answerByMethod(view.fetchMock, (requestPath, method, init) => {
    if (requestPath === CHANGES_PATH && method === "GET") return json(state);
    if (requestPath === "/api/clients/c1/change-log/deif-changes") {
      return json({
        entries: [
          {
            id: "e1",
            createdAt: "2026-11-21T10:00:00.000Z",
            changedBy: "Avery Admin",
            changeDetails: { section: "ready-for-review", summary: "2 changes sent for review", changes: [] },
          },
        ],
      });
    }
    if (method === "POST" && requestPath.startsWith(CHANGES_PATH)) {
      calls.push({ path: requestPath, body: init?.body ? JSON.parse(String(init.body)) : null });
      return postAnswer();
    }
    return undefined;
  });
  return { ...view, calls };
}

describe("the changes since signing, on the review", () => {
  it("shows the client's people each change with its values and sends them for review", async () => {
    const view = renderSigned(benAdmin);
    expect(await screen.findByText("This form is signed")).toBeTruthy();
    const panel = within(await screen.findByRole("region", { name: "Changes since signing" }));
    const rows = panel.getAllByRole("row").map((row) => row.textContent);
    expect(rows).toEqual([
      "What changedBeforeAfterStatus",
      "Legal nameHarborview Logistics LLCHarborview Group LLCWaiting for review",
      "Plan administrator added(blank)Eve StoneWaiting for review",
    ]);
    expect(await screen.findByText(/Avery Admin: sent 0 changes for review/)).toBeTruthy();
    // Only carrier staff decide.
    expect(screen.queryByRole("button", { name: "Accept chosen changes" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Send changes for review" }));
    await waitFor(() => expect(view.calls).toEqual([{ path: `${CHANGES_PATH}/ready-for-review`, body: null }]));
  });

  it("lets staff accept chosen changes, and decline others only with a reason", async () => {
    const view = renderSigned(testUser, REVIEW, changes({ editState: "ready-for-review" }));
    fireEvent.click(await screen.findByRole("checkbox", { name: "Choose the change: Legal name" }));
    fireEvent.click(screen.getByRole("button", { name: "Accept chosen changes" }));
    await waitFor(() =>
      expect(view.calls).toEqual([
        {
          path: `${CHANGES_PATH}/review`,
          body: { accept: ["11111111-1111-4111-8111-111111111111"], decline: [] },
        },
      ]),
    );

    fireEvent.click(screen.getByRole("checkbox", { name: "Choose the change: Plan administrator added" }));
    fireEvent.click(screen.getByRole("button", { name: "Decline chosen changes" }));
    expect(await screen.findByText("Please give the reason for declining")).toBeTruthy();
    expect(view.calls).toHaveLength(1);
    fireEvent.change(screen.getByRole("textbox", { name: /Reason for declining/ }), {
      target: { value: "Not a plan administrator" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Decline chosen changes" }));
    await waitFor(() => expect(view.calls).toHaveLength(2));
    expect(view.calls[1]?.body).toEqual({
      accept: [],
      decline: ["22222222-2222-4222-8222-222222222222"],
      declineReason: "Not a plan administrator",
    });
  });

  it("keeps a change chosen, and a reason typed, while an earlier decision was on its way", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const state = changes({ editState: "ready-for-review" });
    const view = renderSigned(testUser, REVIEW, state, async () => {
      await held;
      return json(state);
    });
    fireEvent.click(await screen.findByRole("checkbox", { name: "Choose the change: Legal name" }));
    fireEvent.click(screen.getByRole("button", { name: "Accept chosen changes" }));
    await waitFor(() => expect(view.calls).toHaveLength(1));
    fireEvent.click(screen.getByRole("checkbox", { name: "Choose the change: Plan administrator added" }));
    fireEvent.change(screen.getByRole("textbox", { name: /Reason for declining/ }), {
      target: { value: "Not a plan administrator" },
    });
    release();
    await waitFor(() =>
      expect(
        (screen.getByRole("checkbox", { name: "Choose the change: Legal name" }) as HTMLInputElement).checked,
      ).toBe(false),
    );
    const chosen = screen.getByRole("checkbox", { name: "Choose the change: Plan administrator added" });
    expect((chosen as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("textbox", { name: /Reason for declining/ }) as HTMLTextAreaElement).value).toBe(
      "Not a plan administrator",
    );
  });

  it("shows the reason the carrier declined the changes", async () => {
    renderSigned(
      benAdmin,
      REVIEW,
      changes({
        editState: "changes-declined-no-new-edits",
        changesDeclinedReason: "Match the application",
        changes: [],
      }),
    );
    expect(await screen.findByText("Match the application")).toBeTruthy();
    expect(screen.getByText("Changes declined")).toBeTruthy();
  });

  it.each([
    ["en", REVIEW, "Changes since signing"],
    ["es", `/es${REVIEW}`, "Cambios desde la firma"],
  ])("has no axe violations (%s)", async (_language, path, heading) => {
    renderSigned(testUser, path);
    await screen.findByRole("heading", { name: heading });
    const result = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});
