import { describe, expect, it } from "vitest";
import type { NetChange } from "./net-changes";
import { type SummaryEditState, type SummaryReviewMarks, summaryEditState } from "./summary-edit-state";

const marks = (overrides: Partial<SummaryReviewMarks>): SummaryReviewMarks => ({
  eifSignedAt: "2026-03-01T00:00:00.000Z",
  changesAcceptedAt: null,
  changesDeclinedAt: null,
  changesUndoneAt: null,
  readyForReviewAt: null,
  ...overrides,
});
const pending: NetChange = {
  entity: "client",
  entityId: "c1",
  attributeKey: "legalName",
  from: "Acme",
  to: "Acme Inc",
  status: "pending",
  changeIds: ["x"],
};
const day = (n: number) => `2026-03-${String(n).padStart(2, "0")}T00:00:00.000Z`;

describe("the summary's edit state (spec §4, decision 019)", () => {
  it.each<[string, Partial<SummaryReviewMarks>, NetChange[], SummaryEditState]>([
    ["signed, nothing edited", {}, [], "no-edits"],
    ["edits not yet sent for review", {}, [pending], "no-edits"],
    ["edits sent for review", { readyForReviewAt: day(2) }, [pending], "ready-for-review"],
    ["accepted, nothing new", { readyForReviewAt: day(2), changesAcceptedAt: day(3) }, [], "changes-accepted"],
    [
      "some accepted and others declined in one review",
      { readyForReviewAt: day(2), changesAcceptedAt: day(3), changesDeclinedAt: day(3) },
      [],
      "changes-accepted",
    ],
    [
      "declined, nothing new",
      { readyForReviewAt: day(2), changesDeclinedAt: day(3) },
      [{ ...pending, status: "declined" }],
      "changes-declined-no-new-edits",
    ],
    [
      "accepted, then declined",
      { changesAcceptedAt: day(3), changesDeclinedAt: day(4) },
      [],
      "changes-declined-no-new-edits",
    ],
    ["declined, then accepted", { changesDeclinedAt: day(3), changesAcceptedAt: day(4) }, [], "changes-accepted"],
    [
      "one change accepted, then another declined: the accepted one waits for the signature",
      { readyForReviewAt: day(2), changesAcceptedAt: day(3), changesDeclinedAt: day(4) },
      [
        { ...pending, status: "accepted" },
        { ...pending, attributeKey: "natureOfBusiness", status: "declined" },
      ],
      "changes-accepted",
    ],
    [
      "accepted, then new edits not sent",
      { changesAcceptedAt: day(3), readyForReviewAt: day(2) },
      [pending],
      "no-edits",
    ],
    [
      "accepted, then new edits sent",
      { changesAcceptedAt: day(3), readyForReviewAt: day(4) },
      [pending],
      "ready-for-review",
    ],
  ])("%s → %s", (_name, overrides, net, state) => {
    expect(summaryEditState(marks(overrides), net)).toBe(state);
  });
});
