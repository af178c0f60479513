import { describe, expect, it } from "vitest";
import { isSupportPanelOpen, type SupportPanelState, supportPanelReducer } from "./support-panel-reducer";

const run = (state: SupportPanelState, ...types: ("toggle" | "transitionEnd" | "close")[]) =>
  types.reduce((current, type) => supportPanelReducer(current, { type }), state);

describe("support panel reducer", () => {
  it("goes collapsed -> expanding -> expanded -> collapsing -> collapsed", () => {
    expect(run("collapsed", "toggle")).toBe("expanding");
    expect(run("collapsed", "toggle", "transitionEnd")).toBe("expanded");
    expect(run("collapsed", "toggle", "transitionEnd", "toggle")).toBe("collapsing");
    expect(run("collapsed", "toggle", "transitionEnd", "toggle", "transitionEnd")).toBe("collapsed");
  });

  it("reverses a transition when toggled midway", () => {
    expect(run("expanding", "toggle")).toBe("collapsing");
    expect(run("collapsing", "toggle")).toBe("expanding");
  });

  it("closes only when open, and ignores a stray transition end", () => {
    expect(run("expanded", "close")).toBe("collapsing");
    expect(run("expanding", "close")).toBe("collapsing");
    expect(run("collapsed", "close")).toBe("collapsed");
    expect(run("collapsing", "close")).toBe("collapsing");
    expect(run("collapsed", "transitionEnd")).toBe("collapsed");
    expect(run("expanded", "transitionEnd")).toBe("expanded");
  });

  it("reports open while expanding or expanded", () => {
    expect((["collapsed", "expanding", "expanded", "collapsing"] as const).map(isSupportPanelOpen)).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});
