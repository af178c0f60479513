import { describe, expect, it } from "vitest";
import { maySignEif } from "../eif-signature/who-signs";
import { isOutsideSignerActionId, OUTSIDE_SIGNER_TOKEN_TTL_DAYS } from "./token-policy";

const benAdmin = { id: "u1", role: "BEN_ADMIN" as const, clientIds: ["c1"] };

describe("the outside signer", () => {
  it("signs instead of the ben admin or the named signer while one is active", () => {
    expect(maySignEif(benAdmin, { id: "c1", authorizedSignerUserId: null, hasOutsideSigner: true })).toBe(false);
    expect(maySignEif(benAdmin, { id: "c1", authorizedSignerUserId: "u1", hasOutsideSigner: true })).toBe(false);
    expect(maySignEif(benAdmin, { id: "c1", authorizedSignerUserId: null, hasOutsideSigner: false })).toBe(true);
  });

  it.each([
    ["review-&-submit", true],
    ["review-&-submit-updates", true],
    ["eif-summary", false],
    ["review", false],
    ["", false],
  ])("action id %j is valid: %s", (id, valid) => {
    expect(isOutsideSignerActionId(id)).toBe(valid);
  });

  it("has a link lifetime of two weeks", () => {
    expect(OUTSIDE_SIGNER_TOKEN_TTL_DAYS).toBe(14);
  });
});
