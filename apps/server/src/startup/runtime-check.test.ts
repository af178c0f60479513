import { describe, expect, it } from "vitest";
import { isSupportedNode, MINIMUM_NODE_VERSION, runtimeRefusal } from "./runtime-check";

describe("the runtime check", () => {
  it("accepts Node 22.12 and later, and refuses anything older", () => {
    expect(MINIMUM_NODE_VERSION).toBe("22.12.0");
    for (const version of ["22.12.0", "v22.12.0", "22.13.1", "23.0.0", "24.21.0", "25.1.0"]) {
      expect(isSupportedNode(version), version).toBe(true);
    }
    for (const version of ["22.11.9", "v20.19.2", "20.0.0", "18.20.4", "22.9.0"]) {
      expect(isSupportedNode(version), version).toBe(false);
    }
  });

  it("says which Node it needs, which one it found and how to start it", () => {
    expect(runtimeRefusal("v20.19.2")).toBe(
      "Onboard needs Node 22.12.0 or later, and this is Node 20.19.2. Start it with `npm start` (after `npm install`), which runs it on the Node 24 that npm installed in node_modules.",
    );
    expect(runtimeRefusal("24.21.0")).toBeNull();
  });
});
