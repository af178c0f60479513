import { describe, expect, it } from "vitest";
import { PUSH_DISPLAY_STATUS, pushResultLabel } from "./push-status";

describe("push status", () => {
  it("maps job statuses to display statuses", () => {
    expect(PUSH_DISPLAY_STATUS).toEqual({
      NOT_APPLICABLE: "success",
      COMPLETED: "success",
      IN_PROGRESS: "loading",
      COMPLETED_WITH_WARNINGS: "warnings",
      COMPLETED_WITH_ERRORS: "errors",
      TIMEOUT: "errors",
    });
  });

  it("labels finished pushes with the spec's wording", () => {
    expect(pushResultLabel("COMPLETED")).toBe("Successfully pushed");
    expect(pushResultLabel("NOT_APPLICABLE")).toBe("Successfully pushed");
    expect(pushResultLabel("COMPLETED_WITH_WARNINGS")).toBe("Pushed with warnings");
    expect(pushResultLabel("COMPLETED_WITH_ERRORS")).toBe("Pushed with errors");
    expect(pushResultLabel("TIMEOUT")).toBe("Pushed with errors");
    expect(pushResultLabel("IN_PROGRESS")).toBeNull();
  });
});
