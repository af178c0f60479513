import { describe, expect, it } from "vitest";
import { routesWithoutScreen } from "./route-screens";

describe("route screens", () => {
  it("gives every route of the registry its own screen: none renders the 'not available yet' page shell", () => {
    expect(routesWithoutScreen()).toEqual([]);
  });
});
