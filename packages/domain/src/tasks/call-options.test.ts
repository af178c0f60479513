import { describe, expect, it } from "vitest";
import { CALL_TOPICS, withStoredValues } from "./call-options";

describe("withStoredValues", () => {
  it("keeps the known options and appends stored values outside them, once each", () => {
    expect(withStoredValues(CALL_TOPICS, ["billing", "Census file requirements", "Census file requirements"])).toEqual([
      ...CALL_TOPICS,
      "Census file requirements",
    ]);
  });

  it("adds nothing when every stored value is known", () => {
    expect(withStoredValues(CALL_TOPICS, ["claims", "other"])).toEqual([...CALL_TOPICS]);
  });
});
