import { describe, expect, it } from "vitest";
import type { NetChange } from "./net-changes";
import { planReview } from "./plan-review";

const change = (over: Partial<NetChange>): NetChange => ({
  entity: "contact",
  entityId: "c1",
  attributeKey: "firstName",
  from: "Ana",
  to: "Anna",
  status: "pending",
  changeIds: ["x"],
  ...over,
});

describe("planReview", () => {
  const created = change({
    attributeKey: "$created",
    from: null,
    to: { firstName: "Eve" },
    entityId: "c2",
    changeIds: ["k1"],
  });
  const createdEdit = change({ attributeKey: "title", entityId: "c2", from: null, to: "CFO", changeIds: ["k2", "k3"] });
  const name = change({ changeIds: ["n1", "n2"] });
  const accepted = change({ attributeKey: "email", status: "accepted", changeIds: ["a1"] });
  const net = [created, createdEdit, name, accepted];

  it("decides a whole net change when any of its ids is named", () => {
    expect(planReview(net, ["n2"], [])).toEqual({ accepted: [name], declined: [], unknownIds: [] });
  });

  it("declines every change of a record whose creation is declined, even one chosen for acceptance", () => {
    const plan = planReview(net, ["k2", "n1"], ["k1"]);
    expect(plan.declined).toEqual([created, createdEdit]);
    expect(plan.accepted).toEqual([name]);
  });

  it("reports ids that no pending change has: already reviewed or unknown", () => {
    expect(planReview(net, ["a1"], ["nope"]).unknownIds).toEqual(["a1", "nope"]);
  });
});
