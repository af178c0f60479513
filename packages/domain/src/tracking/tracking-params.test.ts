import { describe, expect, it } from "vitest";
import { extractTrackingParams, TRACKING_PARAM_NAMES } from "./tracking-params";

describe("extractTrackingParams", () => {
  it("takes out every tracking param and keeps the rest in order", () => {
    const search =
      "?redirect=%2Fclients&buttonLabel=Get%20Help&module=hub&clientId=c1&clientName=Acme%20%26%20Co&ticket=T-1&explorerEmail=a%40b.com&tab=2";
    expect(extractTrackingParams(search)).toEqual({
      tracked: {
        buttonLabel: "Get Help",
        module: "hub",
        clientId: "c1",
        clientName: "Acme & Co",
        ticket: "T-1",
        explorerEmail: "a@b.com",
      },
      cleanedSearch: "?redirect=%2Fclients&tab=2",
    });
  });

  it("returns an empty search when only tracking params were there", () => {
    expect(extractTrackingParams("?module=explorer")).toEqual({ tracked: { module: "explorer" }, cleanedSearch: "" });
  });

  it("handles empty input, no leading ? and repeated keys", () => {
    expect(extractTrackingParams("")).toEqual({ tracked: {}, cleanedSearch: "" });
    expect(extractTrackingParams("a=1&b=2&a=3&ticket=x")).toEqual({
      tracked: { ticket: "x" },
      cleanedSearch: "?a=1&b=2&a=3",
    });
  });

  it("tracks the six params the spec lists", () => {
    expect(TRACKING_PARAM_NAMES).toEqual([
      "buttonLabel",
      "module",
      "clientId",
      "clientName",
      "ticket",
      "explorerEmail",
    ]);
  });
});
