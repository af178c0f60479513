import { describe, expect, it } from "vitest";
import { currentTurnOrder, type RecipientProgress, recipientDisplayStatus, userActionOn } from "./form-progress";

const recipient = (id: string, order: number, extra: Partial<RecipientProgress> = {}): RecipientProgress => ({
  recipientId: id,
  userId: `user-${id}`,
  routingOrder: order,
  isCarbonCopy: false,
  deliveredAt: null,
  signedAt: null,
  declinedAt: null,
  ...extra,
});

describe("whose turn it is", () => {
  it("is the lowest routing order with someone yet to sign, on an open form only", () => {
    const people = [recipient("a", 1, { signedAt: "2026-11-20" }), recipient("b", 2), recipient("c", 3)];
    expect(currentTurnOrder("SENT", people)).toBe(2);
    expect(currentTurnOrder("DELIVERED", people)).toBe(2);
    expect(currentTurnOrder("CREATED", people)).toBeNull();
    expect(currentTurnOrder("VOIDED", people)).toBeNull();
  });

  it("skips carbon copies, who never sign", () => {
    const people = [recipient("a", 1, { signedAt: "2026-11-20" }), recipient("cc", 2, { isCarbonCopy: true })];
    expect(currentTurnOrder("SENT", people)).toBeNull();
  });
});

describe("a recipient's status as the list shows it", () => {
  const people = [recipient("a", 1, { deliveredAt: "2026-11-20" }), recipient("b", 2)];
  it("reads delivered, then waiting for a later order", () => {
    expect(people.map((r) => recipientDisplayStatus("DELIVERED", people, r))).toEqual(["delivered", "waiting"]);
  });
  it("reads sent when it is their turn and they have not opened it", () => {
    const fresh = [recipient("a", 1), recipient("b", 2)];
    expect(recipientDisplayStatus("SENT", fresh, fresh[0] as RecipientProgress)).toBe("sent");
  });
  it("reads voided for everyone who had not signed on a voided form", () => {
    const signed = [recipient("a", 1, { signedAt: "2026-11-20" }), recipient("b", 2)];
    expect(signed.map((r) => recipientDisplayStatus("VOIDED", signed, r))).toEqual(["signed", "voided"]);
  });
  it("reads declined for who declined", () => {
    const declined = [recipient("a", 1, { declinedAt: "2026-11-20" })];
    expect(recipientDisplayStatus("DECLINED", declined, declined[0] as RecipientProgress)).toBe("declined");
  });
});

describe("what the signed-in user must do", () => {
  const people = [recipient("a", 1), recipient("b", 2)];
  it("signs on their turn, waits before it, and has nothing to do otherwise", () => {
    expect(userActionOn("SENT", people, "user-a")).toEqual({ action: "sign", recipientId: "a" });
    expect(userActionOn("SENT", people, "user-b")).toEqual({ action: "wait", recipientId: "b" });
    expect(userActionOn("SENT", people, "someone-else")).toEqual({ action: "none", recipientId: null });
    expect(userActionOn("COMPLETED", people, "user-a")).toEqual({ action: "none", recipientId: null });
    expect(userActionOn("SENT", people, null)).toEqual({ action: "none", recipientId: null });
  });
});

describe("what may still change on a form", () => {
  it("is every form not completed, declined or voided", async () => {
    const { UNFINISHED_FORM_STATUSES } = await import("./form-changes-allowed");
    expect(UNFINISHED_FORM_STATUSES).toEqual(["CREATED", "SENT", "DELIVERED"]);
  });
});
